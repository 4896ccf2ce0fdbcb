/** 제휴 마케팅: KOL 영역, 오류, 입력 규칙, 알림 (vi/affiliate.ts 참고). */
export const affiliate = {
  title: '제휴 마케팅',
  area: 'Chợ Đẹp 어필리에이트',
  sideKol: 'KOL',
  sideSeller: '판매자',
  nav: {
    dashboard: '개요',
    links: '링크',
    conversions: '전환 주문',
    campaigns: '캠페인',
    sellerCampaigns: '오픈 캠페인',
    sellerSetting: '수수료 설정',
    sellerCentre: '판매자 센터',
    account: '계정 정보',
  },
  status: { pending: '대기 중', approved: '승인됨', cancelled: '취소됨' },
};

export const affiliateErrors = {
  AFFILIATE_NOT_KOL: '승인된 KOL만 사용할 수 있습니다',
  AFFILIATE_ALREADY_APPLIED: '이미 신청하셨습니다. 심사 결과를 기다려 주세요',
  AFFILIATE_ALREADY_DECIDED: '이미 처리된 항목입니다',
  AFFILIATE_TARGET_UNAVAILABLE:
    '링크를 만들 수 없습니다: 상품, 상점 또는 캠페인이 제휴 프로그램에 참여하지 않습니다',
  AFFILIATE_LINKS_LIMIT: '링크는 최대 {{max}}개까지 만들 수 있습니다',
  AFFILIATE_CAMPAIGN_CLOSED: '캠페인이 열려 있지 않거나 종료되었습니다',
  AFFILIATE_CAMPAIGN_INVITE_ONLY: '초대받은 KOL만 참여할 수 있는 캠페인입니다',
  AFFILIATE_CAMPAIGN_RATE_TOO_LOW: '캠페인 수수료는 상점의 현재 수수료율({{rate}}%)보다 높아야 합니다',
  AFFILIATE_CAMPAIGN_LOCKED: '승인된 캠페인은 수정할 수 없습니다',
  AFFILIATE_TOKENS_LIMIT: 'API 키는 최대 {{max}}개까지 보유할 수 있습니다',
};

export const affiliateValidation = {
  rateStep: '수수료율은 소수점 둘째 자리까지 입력할 수 있습니다',
  channelUrl: '채널 링크가 올바르지 않습니다 (https://로 시작)',
  acceptTerms: '제휴 마케팅 약관에 동의해 주세요',
  campaignRate: '캠페인 수수료는 0%보다 커야 합니다',
  campaignTooLong: '캠페인은 최대 {{max}}일까지 진행할 수 있습니다',
};

export const affiliateNotifications = {
  kol_approved: '축하합니다! Chợ Đẹp KOL이 되었습니다. 첫 링크를 만들어 보세요.',
  kol_rejected: 'KOL 신청이 승인되지 않았습니다: {{reason}}',
  conversion: '주문 {{code}}이(가) 회원님의 링크로 들어왔습니다: 예상 수수료 ₫{{amount, number}}.',
  commission_approved: '주문 {{code}}의 수수료 ₫{{amount, number}}이(가) 승인되었습니다.',
  commission_cancelled: '주문 {{code}}의 수수료가 취소되었습니다.',
  campaign_approved: '캠페인 "{{name}}"이(가) 승인되어 KOL에게 공개되었습니다.',
  campaign_rejected: '캠페인 "{{name}}"이(가) 승인되지 않았습니다: {{reason}}',
  campaign_invited: '{{shop}}에서 수수료 {{rate}}%의 캠페인 "{{name}}"에 초대했습니다.',
  campaign_joined: '{{name}}님이 캠페인 "{{campaign}}"에 참여했습니다.',
};
