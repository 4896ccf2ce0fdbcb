import { groupBuyingScreens } from './group-buying-screens';

/** Group buying: screens, error codes and notifications (see vi/group-buying.ts). */
export const groupBuying = {
  ...groupBuyingScreens,
  title: 'Group buying',
  programs: 'Group-buy programs',
  teamPrice: 'Team price',
  teamSize_one: 'Team of {{count}}',
  teamSize_other: 'Team of {{count}}',
  seatsLeft_one: '{{count}} seat left',
  seatsLeft_other: '{{count}} seats left',
  endsIn: 'Ends in {{time}}',
  openTeam: 'Start a team',
  joinTeam: 'Join the team',
  shareTeam: 'Invite friends',
  leader: 'Team leader',
  onlineOnly: 'Group buying is paid online only',
  status: {
    pending: 'Waiting for the leader to pay',
    open: 'Looking for members',
    filled: 'Team complete',
    failed: 'Not enough members, refunded',
  },
};

export const groupBuyingErrors = {
  GROUP_BUY_ONLINE_PAYMENT_ONLY: 'Group buying is paid online only; cash on delivery is not available',
  GROUP_BUY_TEAM_FULL: 'This team is already full',
  GROUP_BUY_TEAM_CLOSED: 'This team has ended',
  GROUP_BUY_ALREADY_MEMBER: 'You are already in this team',
  GROUP_BUY_UNAVAILABLE: 'This product is no longer in the group-buy program',
};

export const groupBuyingNotifications = {
  joined_one: '{{name}} joined your {{product}} team. {{count}} seat left.',
  joined_other: '{{name}} joined your {{product}} team. {{count}} seats left.',
  filled: 'Your {{product}} team is complete. Your order has gone to the seller.',
  failed:
    'Your {{product}} team did not fill. ₫{{amount, number}} is on its way back to the account you paid with.',
};

export const groupBuyingOrderNotifications = {
  team_payment_held: 'Order {{code}} is paid and waits for your group-buy team to fill.',
  team_filled: 'Your group-buy team is complete: order {{code}} awaits the seller’s confirmation.',
  team_failed:
    'Order {{code}} was cancelled because the group-buy team did not fill. Your money is being refunded.',
};

export const groupBuyingSellerOrderNotifications = {
  team_payment_held: 'Group-buy order {{code}} is paid; it reaches you once its team fills.',
  team_filled: 'New order {{code}} from a complete group-buy team. Please confirm it.',
  team_failed: 'Group-buy order {{code}} was cancelled: its team did not fill.',
};
