import type { Catalog } from '../catalog';
import type { content as vi } from '../vi/content';

export const content: Catalog<typeof vi> = {
  home: 'Home',
  breadcrumbLabel: 'Breadcrumb',
  help: {
    title: 'Help',
    intro:
      'Answers to the everyday questions about shopping, selling, paying and receiving orders on Chợ Đẹp.',
  },
  policies: {
    title: 'Policies',
    intro:
      'The rules that apply to buyers, sellers and affiliate partners on Chợ Đẹp. Please read them before using the service.',
  },
  groups: {
    'mua-hang': 'Buying',
    'ban-hang': 'Selling',
    'thanh-toan-van-chuyen': 'Payment & shipping',
  },
  updated: 'Last updated: {{date}}',
  toc: 'On this page',
  related: 'See also',
  fallback: 'This page is not yet available in your language; you are reading the Vietnamese version.',
  empty: 'There are no pages in this section yet.',
};
