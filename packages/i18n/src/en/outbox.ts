import type { Catalog } from '../catalog';
import type { outbox as vi } from '../vi/outbox';

export const outbox: Catalog<typeof vi> = {
  mail: {
    greeting: 'Hello,',
    signature: 'The Chợ Đẹp team',
    automated: 'This is an automated email, please do not reply.',
  },
  admin: {
    title: 'Outbox',
    description: 'System emails and SMS, sent or waiting to be sent.',
    filterRecipient: 'Filter by recipient',
    empty: 'No messages yet',
    columns: {
      createdAt: 'Created',
      channel: 'Channel',
      recipient: 'Recipient',
      subject: 'Subject',
      status: 'Status',
      attempts: 'Attempts',
      sentAt: 'Sent',
      lastError: 'Last error',
    },
    channels: { email: 'Email', sms: 'SMS' },
    statuses: { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' },
    home: {
      title: 'Administration',
      description: 'Operations tools for Chợ Đẹp administrators.',
      outboxDescription: 'System emails and SMS that were sent, are waiting to be sent or failed.',
      messageCount: 'Messages in total: {{count}}',
    },
    breadcrumb: 'Administration',
    recipientPlaceholder: 'Email or phone number',
    search: 'Search',
    clearFilter: 'Clear filter',
    total: 'Messages found: {{count}}',
    emptyFiltered: 'No messages to a recipient containing “{{recipient}}”.',
    notSentYet: 'Not sent yet',
    attemptsCount: 'Attempts: {{count}}',
    viewDetail: 'View message',
    detail: {
      title: 'Message details',
      body: 'Content',
      template: 'Template',
      htmlNote: 'This email also has an HTML version; its plain-text part is shown below.',
    },
    pagination: {
      label: 'Outbox pages',
      previous: 'Previous page',
      next: 'Next page',
      status: 'Page {{page}} of {{pages}}',
    },
  },
};
