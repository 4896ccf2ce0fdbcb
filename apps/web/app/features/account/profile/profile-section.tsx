import { useRevalidator } from 'react-router';
import { Card } from '../../../ui/card';
import { ResourceState } from '../resource-state';
import styles from '../section.module.css';
import { useApiResource } from '../use-api-resource';
import { AvatarUpload } from './avatar-upload';
import { type MyProfile, PROFILE_PATH } from './profile-api';
import { ProfileForm } from './profile-form';

export function ProfileSection() {
  const profile = useApiResource<MyProfile>(PROFILE_PATH);
  const { revalidate } = useRevalidator();
  // The header and the account menu show the name and picture: they are read again after a save.
  const saved = (next: MyProfile) => {
    profile.setData(next);
    void revalidate();
  };
  if (!profile.data) return <ResourceState failed={profile.failed} onRetry={profile.reload} />;
  return (
    <Card className={styles.panel} data-testid="account-profile">
      <AvatarUpload profile={profile.data} onUploaded={saved} />
      <ProfileForm profile={profile.data} onSaved={saved} />
    </Card>
  );
}
