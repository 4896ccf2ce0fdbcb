import { groupBuyingScreens } from './group-buying-screens';

/** 공동구매: 화면, 오류 코드, 알림 (vi/group-buying.ts 참고). */
export const groupBuying = {
  ...groupBuyingScreens,
  title: '공동구매',
  programs: '공동구매 프로그램',
  teamPrice: '공동구매가',
  teamSize_other: '{{count}}인 팀',
  seatsLeft_other: '{{count}}자리 남음',
  endsIn: '{{time}} 후 종료',
  openTeam: '새 팀 만들기',
  joinTeam: '팀 참여하기',
  shareTeam: '친구 초대',
  leader: '팀장',
  onlineOnly: '공동구매는 온라인 결제만 가능합니다',
  status: {
    pending: '팀장 결제 대기 중',
    open: '팀원 모집 중',
    filled: '팀 완성',
    failed: '인원 미달, 환불 완료',
  },
};

export const groupBuyingErrors = {
  GROUP_BUY_ONLINE_PAYMENT_ONLY: '공동구매는 온라인 결제만 가능하며 착불 결제는 지원하지 않습니다',
  GROUP_BUY_TEAM_FULL: '이미 인원이 다 찬 팀입니다',
  GROUP_BUY_TEAM_CLOSED: '종료된 팀입니다',
  GROUP_BUY_ALREADY_MEMBER: '이미 이 팀에 참여했습니다',
  GROUP_BUY_UNAVAILABLE: '이 상품은 더 이상 공동구매 프로그램에 없습니다',
};

export const groupBuyingNotifications = {
  joined_other: '{{name}}님이 {{product}} 공동구매 팀에 참여했습니다. {{count}}자리 남았습니다.',
  filled: '{{product}} 공동구매 팀이 완성되었습니다. 주문이 판매자에게 전달되었습니다.',
  failed:
    '{{product}} 공동구매 팀 인원이 모이지 않았습니다. {{amount, number}}동이 결제하신 계정으로 환불됩니다.',
};

export const groupBuyingOrderNotifications = {
  team_payment_held: '주문 {{code}} 결제가 완료되었으며 공동구매 팀이 완성되기를 기다리고 있습니다.',
  team_filled: '공동구매 팀이 완성되었습니다: 주문 {{code}}이(가) 판매자 확인을 기다립니다.',
  team_failed: '공동구매 팀 인원 미달로 주문 {{code}}이(가) 취소되었습니다. 환불이 진행됩니다.',
};

export const groupBuyingSellerOrderNotifications = {
  team_payment_held: '공동구매 주문 {{code}}이(가) 결제되었습니다. 팀이 완성되면 전달됩니다.',
  team_filled: '완성된 공동구매 팀의 새 주문 {{code}}. 주문을 확인해 주세요.',
  team_failed: '공동구매 주문 {{code}}이(가) 팀 인원 미달로 취소되었습니다.',
};
