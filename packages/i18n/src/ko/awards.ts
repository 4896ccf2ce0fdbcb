/** The annual awards voting (product.md §1, §9): /binh-chon. */
export const awards = {
  title: '어워즈 투표',
  intro: '올해 가장 좋아하는 샵, KOL, 상품에 투표하세요.',
  none: '현재 진행 중인 투표가 없습니다.',
  otherEditions: '다른 회차',
  window: {
    upcoming: '{{opens}}에 투표 시작',
    open: '투표 진행 중: {{opens}} – {{closes}}',
    closed: '{{closes}}에 종료됨',
  },
  voucherOffer: '처음 투표하면 {{name}} 바우처를 드립니다',
  standingsHidden: '득표수는 투표가 끝날 때까지 공개되지 않습니다.',
  votes_other: '{{count}}표',
  rank: '{{rank}}위',
  winner: '우승',
  results: '결과',
  kind: { shop: '샵', kol: 'KOL', product: '상품' },
  view: '보기',
  ballot: {
    balance_other: '남은 투표권 {{count}}개',
    checkIn: '출석 체크 +{{votes}}표',
    checkedIn: '오늘 출석 체크를 완료했습니다',
    checkInDone: '출석 완료: 투표권 +{{votes}}',
    signIn: '로그인하고 투표하기',
    verifyPhone: '투표권을 받으려면 전화번호를 인증하세요.',
    verifyLink: '지금 인증',
    closed: '투표가 종료되었습니다.',
    upcoming: '아직 투표가 시작되지 않았습니다.',
    voucher: '투표 참여로 {{name}} 바우처를 받았습니다.',
  },
  vote: {
    count: '투표 수',
    submit: '투표',
    done_other: '{{name}}에 {{count}}표를 투표했습니다',
    voucher: '감사합니다! {{name}} 바우처가 내 바우처에 저장되었습니다.',
  },
};

export const awardsAdmin = {
  title: '어워즈 투표',
  intro: '회차, 부문, 후보를 만들고 순위를 확인합니다.',
  newEvent: '새 회차',
  editEvent: '회차 수정',
  empty: '아직 회차가 없습니다.',
  field: {
    title: '제목',
    slug: '주소 (/binh-chon/...)',
    description: '설명',
    year: '연도',
    opensAt: '시작 시각',
    closesAt: '종료 시각',
    standings: '순위 공개',
    startingVotes: '기본 투표권',
    voucherId: '투표자 바우처 (ID)',
    categoryTitle: '부문 이름',
    nomineeKind: '후보 종류',
    position: '순서',
    target: '샵 / KOL / 상품',
    blurb: '짧은 소개',
  },
  standings: { live: '실시간 공개', hidden: '종료 후 공개' },
  save: '저장',
  saved: '저장되었습니다',
  addCategory: '부문 추가',
  addNominee: '후보 추가',
  search: '이름으로 검색하거나 ID 입력',
  noMatch: '결과 없음',
  find: '검색',
  homeAction: '회차, 부문, 후보와 순위',
  remove: '삭제',
  categories: '부문',
  votes: '득표',
  open: '페이지 열기',
};

export const awardsErrors = {
  AWARDS_OUT_OF_VOTES: '투표권을 모두 사용했습니다',
  AWARDS_NOT_ENOUGH_VOTES: '남은 투표권은 {{balance}}개입니다',
  AWARDS_NOT_OPEN: '투표 기간이 아닙니다',
  AWARDS_ALREADY_CHECKED_IN: '오늘은 이미 출석 체크했습니다. 내일 다시 오세요',
  AWARDS_PHONE_NOT_VERIFIED: '투표하려면 전화번호를 인증하세요',
  AWARDS_NOMINEE_KIND_MISMATCH: '후보가 부문의 종류와 맞지 않습니다',
};

export const awardsValidation = {
  slug: '악센트 없는 영문 소문자, 숫자, 하이픈만 사용할 수 있습니다',
  slugTaken: '다른 회차가 이미 사용 중인 주소입니다',
  closesAfterOpens: '종료 시각은 시작 시각보다 뒤여야 합니다',
};

export const awardsNotifications = {
  voucher: '투표해 주셔서 감사합니다! {{name}} 바우처가 내 바우처에 저장되었습니다.',
};
