import type { ReactNode } from 'react';
import { type AccountSection, DEFAULT_SECTION } from './account-sections';
import { AddressesSection } from './addresses/addresses-section';
import { DeleteAccountSection } from './delete-account/delete-account-section';
import { FavouritesSection } from './favourites/favourites-section';
import { MeasurementsSection } from './measurements/measurements-section';
import { NotificationsSection } from './notifications/notifications-section';
import { PasswordSection } from './password/password-section';
import { PaymentSection } from './payment/payment-section';
import { ProfileSection } from './profile/profile-section';
import { ReviewsSection } from './reviews/reviews-section';
import { VouchersSection } from './vouchers/vouchers-section';

/**
 * The section a tab names; without a tab (the menu on phones) desktops show the profile.
 * Sections another feature owns (the buyer's group-buy teams) come from the route.
 */
export function SectionContent({ section, myTeams }: { section: AccountSection | null; myTeams: ReactNode }) {
  switch (section ?? DEFAULT_SECTION) {
    case 'profile':
      return <ProfileSection />;
    case 'addresses':
      return <AddressesSection />;
    case 'notifications':
      return <NotificationsSection />;
    case 'payment':
      return <PaymentSection />;
    case 'measurements':
      return <MeasurementsSection />;
    case 'favourites':
      return <FavouritesSection />;
    case 'reviews':
      return <ReviewsSection />;
    case 'vouchers':
      return <VouchersSection />;
    case 'group-buying':
      return myTeams;
    case 'password':
      return <PasswordSection />;
    case 'delete-account':
      return <DeleteAccountSection />;
  }
}
