import type { Catalog } from '../catalog';
import type { shopFeedback as vi } from '../vi/shop-feedback';

export const shopFeedback: Catalog<typeof vi> = {
  meta: '{{name}} 상점 평가 · Chợ Đẹp',
  title: '{{name}} 상점 평가',
  visitShop: '상점 보기',
  summary: {
    label: '상점 평점',
    stars: '5점 만점에 {{rating}}점',
    count_other: '평가 {{count}}개',
    barLabel_other: '{{stars}}점: 평가 {{count}}개',
  },
  link: {
    label: '상점 평가',
    value_other: '{{rating}} (평가 {{count}}개)',
    none: '아직 평가가 없습니다',
  },
  form: {
    title: '이 상점 평가하기',
    editTitle: '내 평가',
    stars: '이 상점에 얼마나 만족하셨나요?',
    content: '후기',
    placeholder: '포장, 배송, 상담 등 구매 경험을 공유해 주세요',
    counter: '{{count}}/{{max}}',
    picture: '사진',
    pictureHint: '최대 {{max}}장',
    removePicture: '사진 삭제',
    submit: '평가 보내기',
    update: '평가 수정',
    saved: '상점을 평가해 주셔서 감사합니다!',
    login: '로그인',
    loginWhy: '구매한 상점을 평가하려면 로그인하세요.',
    needOrder: '이 상점에서 완료된 주문이 있어야 평가할 수 있습니다.',
  },
  item: {
    rating_other: '{{count}}점',
    mine: '내 평가',
    photo: '구매자가 올린 사진',
    reply: '{{name}}의 답변',
  },
  reply: {
    write: '답변하기',
    edit: '답변 수정',
    label: '상점 답변',
    send: '답변 보내기',
    cancel: '취소',
    ownerNote: '내 상점입니다. 각 평가에 공개 답변을 남길 수 있습니다.',
  },
  list: {
    title: '구매자 후기',
    empty: '아직 평가가 없습니다',
    emptyBody: '이 상점에서 주문을 받은 구매자가 처음으로 평가하게 됩니다.',
    pagination: '평가 페이지',
  },
};
