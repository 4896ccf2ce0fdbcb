import type { Catalog } from '../catalog';
import type { outbox as vi } from '../vi/outbox';

export const outbox: Catalog<typeof vi> = {
  mail: {
    greeting: '안녕하세요,',
    signature: 'Chợ Đẹp 팀 드림',
    automated: '본 메일은 발신 전용입니다. 회신하지 마세요.',
  },
  admin: {
    title: '발신함',
    description: '발송되었거나 발송 대기 중인 시스템 이메일과 SMS입니다.',
    filterRecipient: '수신자로 필터',
    empty: '아직 메시지가 없습니다',
    columns: {
      createdAt: '생성 시각',
      channel: '채널',
      recipient: '수신자',
      subject: '제목',
      status: '상태',
      attempts: '발송 시도',
      sentAt: '발송 시각',
      lastError: '최근 오류',
    },
    channels: { email: '이메일', sms: 'SMS' },
    statuses: { pending: '발송 대기', sent: '발송 완료', failed: '발송 실패' },
    home: {
      title: '관리자',
      description: 'Chợ Đẹp 관리자를 위한 운영 도구입니다.',
      outboxDescription: '발송되었거나 발송 대기 중이거나 발송에 실패한 시스템 이메일과 SMS를 확인합니다.',
      messageCount: '전체 메시지: {{count}}개',
    },
    breadcrumb: '관리자',
    recipientPlaceholder: '이메일 또는 전화번호',
    search: '검색',
    clearFilter: '필터 해제',
    total: '전체 {{count}}개',
    emptyFiltered: '“{{recipient}}”이(가) 포함된 수신자에게 보낸 메시지가 없습니다.',
    notSentYet: '미발송',
    attemptsCount: '발송 시도: {{count}}회',
    viewDetail: '내용 보기',
    detail: {
      title: '메시지 상세',
      body: '내용',
      template: '템플릿',
      htmlNote: '이 이메일에는 HTML 버전도 있으며, 아래에는 일반 텍스트 내용을 표시합니다.',
    },
    pagination: {
      label: '발신함 페이지',
      previous: '이전 페이지',
      next: '다음 페이지',
      status: '{{pages}}페이지 중 {{page}}페이지',
    },
  },
};
