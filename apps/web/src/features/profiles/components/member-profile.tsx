import { formatDate, todayIso } from '@trg/contract/dates';
import { GENDERS } from '@trg/contract/lists/options';
import { MemberProfileUpdateSchema } from '@trg/contract/profiles';
import { optionsOf } from '../../../components/ui/field.tsx';
import { useMemberProfile } from '../api/get-member-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';
import { NOT_GIVEN, contactRows, type RowConfig } from './contact-rows.ts';
import { ProfileHeading, ProfileLoadError, ProfileSheet } from './profile-page.tsx';
import { ProfilePicture } from './profile-picture.tsx';

const TITLE = 'Personal Details';
const INTRO = 'Update your information and how it is used';
// The latest date the picker offers (yesterday, as the page loaded); the server checks the rule itself.
const LATEST_BIRTH_DATE = todayIso(new Date(Date.now() - 86_400_000));

/**
 * My Profile (spec part 2 §2): 'Loading...' while fetching, then the rows, each with Edit, Save and Cancel.
 * `onAccountChanged` reloads the signed-in user after a save (the name and email are the account's).
 */
export function MemberProfileDetails({ userId, onAccountChanged }: { userId: number; onAccountChanged: () => Promise<unknown> }) {
  const profile = useMemberProfile(userId);
  const update = useUpdateProfile('member', userId, onAccountChanged);
  const picture = useUploadProfilePicture('member', userId);

  if (profile.isPending || profile.isError) {
    return (
      <div className="profile-sheet">
        <ProfileHeading title={TITLE} intro={INTRO} />
        {profile.isError ? (
          <ProfileLoadError message={profile.error.message} retry={() => void profile.refetch()} />
        ) : (
          <p className="profile-sheet__status" role="status">
            Loading...
          </p>
        )}
      </div>
    );
  }

  const { member, ...person } = profile.data;
  const shared = contactRows('member', { ...person, ...member });
  const dateOfBirth: RowConfig = {
    label: 'Date of Birth',
    display: member.DOB ? formatDate(member.DOB) : NOT_GIVEN,
    values: { 'member.DOB': member.DOB ?? '' },
    fields: [{ name: 'member.DOB', label: 'Date of birth', type: 'date', autoComplete: 'bday', max: LATEST_BIRTH_DATE }],
  };
  const gender: RowConfig = {
    label: 'Gender',
    display: member.gender ?? NOT_GIVEN,
    values: { 'member.gender': member.gender ?? '' },
    fields: [{ name: 'member.gender', label: 'Gender', type: 'select', options: optionsOf(GENDERS), placeholder: 'Prefer not to say' }],
  };

  return (
    <ProfileSheet
      title={TITLE}
      intro={INTRO}
      picture={<ProfilePicture url={member.profilePicture} alt="Your profile picture" upload={picture.mutateAsync} />}
      rows={[shared.title, shared.name, shared.email, shared.phone, dateOfBirth, gender, shared.address]}
      schema={MemberProfileUpdateSchema}
      save={update.mutateAsync}
    />
  );
}
