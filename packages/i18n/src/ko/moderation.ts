import type { Catalog } from '../catalog';
import type { moderation as vi } from '../vi/moderation';

export const moderation: Catalog<typeof vi> = {
  report: {
    menuItem: '신고',
    title: '콘텐츠 신고',
    description: '문제를 알려 주세요. 작성자는 누가 신고했는지 알 수 없습니다.',
    reasonLegend: '사유',
    noteLabel: '메모 (선택)',
    noteLabelRequired: '문제 설명',
    notePlaceholder: '자세히 적어 주시면 더 빨리 처리할 수 있습니다',
    submit: '신고하기',
    cancel: '취소',
    sent: '신고가 접수되었습니다. 빠르게 검토하겠습니다.',
  },
  reason: {
    spam: '스팸 또는 광고',
    offensive: '욕설 또는 혐오 표현',
    scam: '가품 또는 사기',
    nudity: '노출 또는 선정적인 콘텐츠',
    harassment: '괴롭힘 또는 따돌림',
    other: '기타',
  },
};
