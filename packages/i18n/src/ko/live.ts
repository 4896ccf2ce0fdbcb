/**
 * Live shopping (decision 063): the words of its screens, its validation messages
 * (spread into `validation.live`) and its notifications (`notifications.live.*`).
 */
export const live = {
  title: '라이브',
  onAir: '라이브 중',
  upcoming: '방송 예정',
  replay: '다시 보기',
  ended: '라이브가 종료되었습니다',
  replayGone: '이 라이브의 다시 보기는 더 이상 제공되지 않습니다',
  cancelled: '취소됨',
  viewers_other: '{{count}}명 시청 중',
  peak_other: '최고 {{count}}명',
  pinned: '고정됨',
  livePrice: '라이브 특가',
  livePriceEndsIn: '라이브 특가 종료까지 {{time}}',
  stockLeft_other: '{{count}}개 남음',
  chatPlaceholder: '댓글을 입력하세요...',
  muted: '판매자가 이 라이브에서 회원님의 댓글을 제한했습니다',
  messageDeleted: '삭제된 댓글입니다',
  chapters: '이 라이브의 상품',
  tapToUnmute: '탭하여 소리 켜기',
  streamKeyOnce: '스트림 키는 한 번만 표시됩니다. 지금 저장하세요.',
  chat: {
    title: '채팅',
    empty: '아직 댓글이 없어요. 첫 댓글을 남겨 보세요!',
    send: '보내기',
    signIn: '로그인하고 채팅하기',
    tooFast: '댓글을 너무 빨리 보내고 있어요. 잠시 후 다시 시도하세요',
    closed: '라이브가 종료되어 더 이상 댓글을 달 수 없습니다',
    failed: '댓글을 보내지 못했습니다. 다시 시도하세요',
  },
  hearts: {
    send: '하트 보내기',
  },
  countdown: {
    startsIn: '시작까지',
    startsInLong: '시작까지 {{days}}일 {{hours}}시간 {{minutes}}분',
    days_other: '{{count}}일',
    soon: '곧 시작합니다',
  },
  follow: {
    follow: '팔로우',
    following: '팔로잉',
    remindHint: '팔로우하면 라이브 시작 시 알려드려요',
    willRemind: '라이브가 시작되면 알려드릴게요',
    failed: '업데이트하지 못했습니다. 다시 시도하세요',
  },
  sheet: {
    livePriceNote: '라이브 중 바로 구매하면 라이브 특가 {{price}}이 적용됩니다',
    endsIn: '종료까지',
    endsInLong: '라이브 특가 종료까지 {{hours}}시간 {{minutes}}분',
    ended: '라이브 특가가 종료되었습니다',
    checkout: '결제',
    placed: '주문이 완료되었습니다!',
    placedCode: '주문 번호: {{code}}',
    placedHint: '판매자가 곧 상품을 준비합니다. 주문 내역에서 확인할 수 있습니다.',
    viewOrder: '주문 보기',
    keepWatching: '라이브 계속 보기',
  },
  featured: {
    title: '라이브 상품',
    open_other: '장바구니: 상품 {{count}}개',
    soldOut: '품절',
  },
  figures: {
    viewers: '시청 중',
    peak: '최고',
    orders: '주문',
    revenue: '매출',
    messages: '댓글',
  },
};

export const liveValidation = {
  startInPast: '시작 시간은 지금부터 최소 1분 이후여야 합니다',
  startTooFar: '라이브는 30일 이내로만 예약할 수 있습니다',
  duplicate: '목록에 중복된 항목이 있습니다',
  coverInvalid: '커버 이미지가 올바르지 않습니다',
  coverTooSmall: '커버 이미지는 최소 {{width}}x{{height}}이어야 합니다',
  productInvalid: '상점의 상품이 아니거나 판매 중이 아닙니다',
  voucherInvalid: '상점의 쿠폰이 아니거나 종료되었습니다',
  priceNotLower: '라이브 특가는 현재 가격보다 낮아야 합니다',
  priceTooLow: '최대 할인율은 80%입니다',
  priceNeedsMinutes: '라이브 특가에는 종료 시간이 필요합니다',
  priceClash: '이 상품은 이미 다른 프로모션에 포함되어 있습니다',
  outOfStock: '품절된 상품입니다',
  messageInvalid: '댓글은 1~200자입니다',
  muteSelf: '자기 자신은 제한할 수 없습니다',
};

export const liveNotifications = {
  scheduled: '{{shop}}에서 "{{title}}" 라이브를 예약했습니다. 놓치지 마세요!',
  started: '{{shop}}에서 "{{title}}" 라이브 방송 중입니다. 지금 시청하세요!',
};
