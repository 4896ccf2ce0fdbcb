import type { AdminCounts } from '@cho-dep/api/admin/admin-counts';
import { PLATFORM_VOUCHERS_PATH } from '@cho-dep/core/navigation/role-workspaces';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { RowChevron } from '../../ui/chevron';
import styles from './admin-home.module.css';
import { OUTBOX_PATH } from './outbox/outbox-query';
import { AUDIT_PATH, PRODUCTS_PATH, SHOPS_PATH } from './review/review-query';

const ICONS: Record<string, ReactNode> = {
  shops: (
    <>
      <path d="M4 9l1.5-5h13L20 9" strokeLinejoin="round" />
      <path d="M4 9h16v2a3 3 0 0 1-5.3 2 3 3 0 0 1-5.4 0A3 3 0 0 1 4 11z" strokeLinejoin="round" />
      <path d="M5 14v6h14v-6" strokeLinejoin="round" />
    </>
  ),
  products: (
    <>
      <path d="M4 7l8-4 8 4v10l-8 4-8-4z" strokeLinejoin="round" />
      <path d="M4 7l8 4 8-4M12 11v10" strokeLinejoin="round" />
    </>
  ),
  moderation: (
    <>
      <path d="M5 21V4h11l-1.5 4L16 12H5" strokeLinejoin="round" strokeLinecap="round" />
    </>
  ),
  refunds: <path d="M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4" strokeLinecap="round" strokeLinejoin="round" />,
  outbox: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
    </>
  ),
  audit: (
    <>
      <path d="M7 3h8l4 4v14H7z" strokeLinejoin="round" />
      <path d="M10 11h6M10 15h6M10 7h2" strokeLinecap="round" />
    </>
  ),
  fees: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9 15l6-6M9.5 9.5h.01M14.5 14.5h.01" strokeLinecap="round" />
    </>
  ),
  campaigns: (
    <>
      <path d="M4 10v4l11 5V5L4 10z" strokeLinejoin="round" />
      <path d="M15 9a3 3 0 0 1 0 6M7 14.5l1 4.5h3l-1-3.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  blog: (
    <>
      <path d="M5 4h11l3 3v13H5z" strokeLinejoin="round" />
      <path d="M8 9h8M8 13h8M8 17h5" strokeLinecap="round" />
    </>
  ),
  affiliate: (
    <>
      <circle cx="8" cy="8" r="3" />
      <path d="M3 20a5 5 0 0 1 10 0M14 13l3-3 4 4M17 10v8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  // A trophy: the awards voting.
  awards: (
    <>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" strokeLinejoin="round" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8" strokeLinecap="round" />
    </>
  ),
  behaviour: <path d="M3 5h18l-7 8v6l-4 2v-8z" strokeLinejoin="round" />,
  feedback: (
    <>
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
      <path d="M12 8v4M12 14.5h.01" strokeLinecap="round" />
    </>
  ),
  contact: (
    <>
      <path d="M4 6h16v12H4z" strokeLinejoin="round" />
      <path d="M4 14h4l1.5 2h5l1.5-2h4" strokeLinejoin="round" />
    </>
  ),
  vouchers: (
    <>
      <path
        d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z"
        strokeLinejoin="round"
      />
      <path d="M9.5 14.5l5-5M9.5 9.5h.01M14.5 14.5h.01" strokeLinecap="round" />
    </>
  ),
};

interface Tool {
  key: keyof typeof ICONS;
  to: string;
  name: string;
  about: string;
  count: string;
  /** Something waits for an admin: the count is highlighted. */
  urgent: boolean;
}

/** The admin home: one card per admin tool, with what waits in each. */
export function AdminHome({
  counts,
  outboxTotal,
  runningVouchers = 0,
  affiliateWaiting = 0,
  feedbackWaiting = 0,
  contactNew = 0,
}: {
  counts: AdminCounts;
  outboxTotal: number;
  /** Platform vouchers running now (/quan-tri/ma-giam-gia). */
  runningVouchers?: number;
  /** KOL applications, open campaigns and held conversion orders waiting (/quan-tri/tiep-thi-lien-ket). */
  affiliateWaiting?: number;
  /** Social organisations' feedback received or under review (/quan-tri/phan-anh). */
  feedbackWaiting?: number;
  /** New contact messages from the about page (/quan-tri/lien-he). */
  contactNew?: number;
}) {
  const t = useT();
  const tools: Tool[] = [
    {
      key: 'shops',
      to: SHOPS_PATH,
      name: t('admin.home.shops'),
      about: t('admin.home.shopsAbout'),
      count: t('admin.home.pending', { count: counts.pendingShops }),
      urgent: counts.pendingShops > 0,
    },
    {
      key: 'products',
      to: PRODUCTS_PATH,
      name: t('admin.home.products'),
      about: t('admin.home.productsAbout'),
      count: t('admin.home.pending', { count: counts.pendingProducts }),
      urgent: counts.pendingProducts > 0,
    },
    {
      key: 'moderation',
      to: '/quan-tri/kiem-duyet',
      name: t('moderation.admin.title'),
      about: t('moderation.admin.homeAbout'),
      count: t('moderation.admin.homeCount', { count: counts.openReports }),
      urgent: counts.openReports > 0,
    },
    {
      key: 'refunds',
      to: '/quan-tri/hoan-tien',
      name: t('returns.admin.heading'),
      about: t('admin.home.refundsAbout'),
      count: t('admin.home.waiting', { count: counts.refundsWaiting }),
      urgent: counts.refundsWaiting > 0,
    },
    {
      key: 'campaigns',
      to: '/quan-tri/chien-dich',
      name: t('campaigns.home.title'),
      about: t('campaigns.home.about'),
      count: t('campaigns.home.count', { count: counts.pendingNominations }),
      urgent: counts.pendingNominations > 0,
    },
    {
      key: 'affiliate',
      to: '/quan-tri/tiep-thi-lien-ket',
      name: t('affiliateAdmin.title'),
      about: t('affiliateAdmin.description'),
      count: t('affiliateAdmin.homeCount', { count: affiliateWaiting }),
      urgent: affiliateWaiting > 0,
    },
    {
      key: 'feedback',
      to: '/quan-tri/phan-anh',
      name: t('outreachAdmin.feedback.title'),
      about: t('outreachAdmin.feedback.description'),
      count: t('outreachAdmin.feedback.homeCount', { count: feedbackWaiting }),
      urgent: feedbackWaiting > 0,
    },
    {
      key: 'contact',
      to: '/quan-tri/lien-he',
      name: t('outreachAdmin.contact.title'),
      about: t('outreachAdmin.contact.description'),
      count: t('outreachAdmin.contact.homeCount', { count: contactNew }),
      urgent: contactNew > 0,
    },
    {
      key: 'awards',
      to: '/quan-tri/binh-chon',
      name: t('awardsAdmin.title'),
      about: t('awardsAdmin.intro'),
      count: t('awardsAdmin.homeAction'),
      urgent: false,
    },
    {
      key: 'behaviour',
      to: '/quan-tri/hanh-vi-mua-sam',
      name: t('trackingAdmin.title'),
      about: t('trackingAdmin.homeAbout'),
      count: t('trackingAdmin.homeAction'),
      urgent: false,
    },
    {
      key: 'vouchers',
      to: PLATFORM_VOUCHERS_PATH,
      name: t('admin.home.vouchers'),
      about: t('admin.home.vouchersAbout'),
      count: t('admin.home.vouchersRunning', { count: runningVouchers }),
      urgent: false,
    },
    {
      key: 'blog',
      to: '/quan-tri/blog',
      name: t('blog.admin.homeTitle'),
      about: t('blog.admin.homeAbout'),
      count: t('blog.admin.homeAction'),
      urgent: false,
    },
    {
      key: 'outbox',
      to: OUTBOX_PATH,
      name: t('outbox.admin.title'),
      about: t('outbox.admin.home.outboxDescription'),
      count: t('outbox.admin.home.messageCount', { count: outboxTotal }),
      urgent: false,
    },
    {
      key: 'audit',
      to: AUDIT_PATH,
      name: t('admin.home.audit'),
      about: t('admin.home.auditAbout'),
      count: t('admin.home.entries', { count: counts.auditEntries }),
      urgent: false,
    },
    {
      key: 'fees',
      to: '/quan-tri/phi-nguoi-ban',
      name: t('sellerRevenue.admin.title'),
      about: t('sellerRevenue.admin.about'),
      count: t('sellerRevenue.admin.readOnly'),
      urgent: false,
    },
  ];
  return (
    <AdminPage title={t('outbox.admin.home.title')} description={t('outbox.admin.home.description')}>
      <ul className={styles.tools}>
        {tools.map((tool) => (
          <li key={tool.key}>
            <Link to={tool.to} className={styles.tool} data-testid={`admin-tool-${tool.key}`}>
              <span className={styles.icon} aria-hidden="true">
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                >
                  {ICONS[tool.key]}
                </svg>
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{tool.name}</span>
                <span className={styles.about}>{tool.about}</span>
                <span className={`${styles.count} ${tool.urgent ? styles.urgent : ''}`}>{tool.count}</span>
              </span>
              <RowChevron className={styles.chevron} size={20} />
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
