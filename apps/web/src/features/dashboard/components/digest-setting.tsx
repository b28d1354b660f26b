import { EmailChoice } from '../../../components/ui/email-choice.tsx';
import { useHostNotifications, useUpdateHostNotifications } from '../api/host-notifications.ts';

/** The host's daily digest of new bookings: one checkbox, saved as it changes. */
export function DigestSetting() {
  const query = useHostNotifications();
  const update = useUpdateHostNotifications();
  return (
    <EmailChoice
      className="card dashboard-home__panel"
      heading="Email about bookings"
      headingId="digest-title"
      label="Send me a daily digest of new bookings"
      hint="One email each morning (07:00 UTC) listing the bookings made since the last one, on days when there are any."
      hintClassName="dashboard-home__muted"
      what="your email choices"
      saved={query.data?.dailyDigest}
      saving={update.isPending ? update.variables.dailyDigest : undefined}
      load={{ isLoading: query.isLoading, error: query.error, retry: () => void query.refetch() }}
      saveError={update.error}
      onChange={(dailyDigest) => update.mutate({ dailyDigest })}
    />
  );
}
