import { useRevalidator } from 'react-router';
import { useQuery, useQueryClient } from '../../../lib/query-cache';
import { Card } from '../../../ui/card';
import { ResourceState } from '../../../ui/resource-state';
import styles from '../section.module.css';
import { AvatarUpload } from './avatar-upload';
import { type MyProfile, profileQuery } from './profile-api';
import { ProfileForm } from './profile-form';

export function ProfileSection() {
  const profile = useQuery(profileQuery);
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  // The header and the account menu show the name and picture: they are read again after a save.
  const saved = (next: MyProfile) => {
    queryClient.setQueryData(profileQuery.queryKey, next);
    void revalidate();
  };
  if (!profile.data) return <ResourceState failed={profile.isError} onRetry={() => void profile.refetch()} />;
  return (
    <Card className={styles.panel} data-testid="account-profile">
      <AvatarUpload profile={profile.data} onUploaded={saved} />
      <ProfileForm profile={profile.data} onSaved={saved} />
    </Card>
  );
}
