import { EmailChoice } from '../../../components/ui/email-choice.tsx';
import { useCellarSettings, useUpdateCellarSettings } from '../api/cellar-settings.ts';

/** The monthly email of wines entering their drinking window: one checkbox, off until the member turns it on. */
export function WindowEmailSetting() {
  const query = useCellarSettings();
  const update = useUpdateCellarSettings();
  return (
    <EmailChoice
      className="card cellar-settings"
      heading="Email about your wines"
      headingId="cellar-settings-title"
      label="Email me each month about wines entering their drinking window"
      hint="On the first of the month, when a wine whose window opens this year is in your cellar, we send you a list of them, each wine once."
      hintClassName="muted"
      what="your email choice"
      saved={query.data?.windowEmail}
      saving={update.isPending ? update.variables.windowEmail : undefined}
      load={{ isLoading: query.isLoading, error: query.error, retry: () => void query.refetch() }}
      saveError={update.error}
      onChange={(windowEmail) => update.mutate({ windowEmail })}
    />
  );
}
