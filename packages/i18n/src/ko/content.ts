import type { Catalog } from '../catalog';
import type { content as vi } from '../vi/content';

export const content: Catalog<typeof vi> = {
  home: '홈',
  breadcrumbLabel: '현재 위치',
  help: {
    title: '도움말',
    intro: 'Chợ Đẹp에서 쇼핑, 판매, 결제, 배송과 관련해 자주 묻는 질문에 대한 답변입니다.',
  },
  policies: {
    title: '정책',
    intro:
      'Chợ Đẹp의 구매자, 판매자, 제휴 마케팅 파트너에게 적용되는 규정입니다. 서비스를 이용하기 전에 꼭 읽어 주세요.',
  },
  groups: {
    'mua-hang': '구매',
    'ban-hang': '판매',
    'thanh-toan-van-chuyen': '결제 및 배송',
  },
  updated: '최종 업데이트: {{date}}',
  toc: '목차',
  related: '함께 보기',
  fallback: '이 페이지는 아직 선택하신 언어로 제공되지 않아 베트남어 원문을 보여 드립니다.',
  empty: '이 섹션에는 아직 페이지가 없습니다.',
};
