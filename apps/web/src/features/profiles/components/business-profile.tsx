import { BUSINESS_TYPES } from '@trg/contract/lists/options';
import { BusinessProfileUpdateSchema, PROFILE_LIMITS } from '@trg/contract/profiles';
import { optionsOf } from '../../../components/ui/field.tsx';
import { useBusinessProfile } from '../api/get-business-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';
import { NOT_GIVEN, contactRows, type RowConfig } from './contact-rows.ts';
import { ProfileHeading, ProfileLoadError, ProfileSheet } from './profile-page.tsx';
import { ProfilePicture } from './profile-picture.tsx';

const TITLE = 'Business Details';

export const BUSINESS_CAPTIONS = {
  bio: 'Describe your business, the services you offer and the kinds of events and experiences you host.',
  email: 'We use this address only for necessary correspondence.',
  phone: 'Your primary contact number. We never pass it on.',
} as const;

/**
 * Business Profile (spec part 2 §2): nothing while loading, then the rows, each with Edit, Save and Cancel.
 * `onAccountChanged` reloads the signed-in user after a save (the name and email are the account's).
 */
export function BusinessProfileDetails({ userId, onAccountChanged }: { userId: number; onAccountChanged: () => Promise<unknown> }) {
  const profile = useBusinessProfile(userId);
  const update = useUpdateProfile('business', userId, onAccountChanged);
  const picture = useUploadProfilePicture('business', userId);

  if (profile.isPending || profile.isError) {
    return (
      <div className="profile-sheet" aria-busy={profile.isPending}>
        <ProfileHeading title={TITLE} />
        {profile.isError ? (
          <ProfileLoadError message={profile.error.message} retry={() => void profile.refetch()} />
        ) : (
          <p className="visually-hidden" role="status">
            Loading your business details
          </p>
        )}
      </div>
    );
  }

  const { professional, ...person } = profile.data;
  const shared = contactRows('professional', { ...person, ...professional }, BUSINESS_CAPTIONS);
  const businessName: RowConfig = {
    label: 'Business Name',
    display: professional.businessName ?? NOT_GIVEN,
    values: { 'professional.businessName': professional.businessName ?? '' },
    fields: [
      {
        name: 'professional.businessName',
        label: 'Business name',
        type: 'text',
        autoComplete: 'organization',
        maxLength: PROFILE_LIMITS.businessName,
      },
    ],
  };
  const businessBio: RowConfig = {
    label: 'Business Bio',
    caption: BUSINESS_CAPTIONS.bio,
    display: professional.businessBio ?? NOT_GIVEN,
    values: { 'professional.businessBio': professional.businessBio ?? '' },
    fields: [{ name: 'professional.businessBio', label: 'Business bio', type: 'textarea', maxLength: PROFILE_LIMITS.businessBio }],
  };
  const businessType: RowConfig = {
    label: 'Business Type',
    display: professional.businessType ?? NOT_GIVEN,
    values: { 'professional.businessType': professional.businessType ?? '' },
    fields: [
      {
        name: 'professional.businessType',
        label: 'Business type',
        type: 'select',
        options: optionsOf(BUSINESS_TYPES),
        placeholder: 'Choose a business type',
      },
    ],
  };

  return (
    <ProfileSheet
      title={TITLE}
      picture={<ProfilePicture url={professional.profilePicture} alt="Your business picture" upload={picture.mutateAsync} />}
      rows={[businessName, businessBio, businessType, shared.name, shared.title, shared.email, shared.phone, shared.address]}
      schema={BusinessProfileUpdateSchema}
      save={update.mutateAsync}
    />
  );
}
