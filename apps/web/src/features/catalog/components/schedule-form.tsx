import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ExperienceScheduleInputSchema,
  SCHEDULE_LIMITS,
  WEEKDAYS,
  type ExperienceScheduleAnswer,
  type ExperienceScheduleInput,
} from '@trg/contract/slots';
import { FormAlert, TextField } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useExperienceSchedule, useSaveExperienceSchedule } from '../api/experience-schedule.ts';
import { listEntry, ScheduleListField, type ListEntry } from './schedule-list-field.tsx';

/** The form as typed: numbers stay text until the contract's schema reads them. */
interface Draft {
  weekdays: number[];
  startTimes: ListEntry[];
  durationMinutes: string;
  placesPerSlot: string;
  partyMin: string;
  partyMax: string;
  cutoffHours: string;
  seasonFrom: string;
  seasonUntil: string;
  closedDates: ListEntry[];
}

type NumberField = 'durationMinutes' | 'placesPerSlot' | 'partyMin' | 'partyMax' | 'cutoffHours';

function draftOf(schedule: ExperienceScheduleAnswer['schedule']): Draft {
  if (!schedule) {
    return {
      weekdays: [],
      startTimes: [listEntry('')],
      durationMinutes: '',
      placesPerSlot: '',
      partyMin: '1',
      partyMax: '',
      cutoffHours: '24',
      seasonFrom: '',
      seasonUntil: '',
      closedDates: [],
    };
  }
  return {
    weekdays: schedule.weekdays,
    startTimes: schedule.startTimes.map(listEntry),
    durationMinutes: String(schedule.durationMinutes),
    placesPerSlot: String(schedule.placesPerSlot),
    partyMin: String(schedule.partyMin),
    partyMax: String(schedule.partyMax),
    cutoffHours: String(schedule.cutoffHours),
    seasonFrom: schedule.seasonFrom,
    seasonUntil: schedule.seasonUntil,
    closedDates: schedule.closedDates.map(listEntry),
  };
}

const inputOf = (draft: Draft): ExperienceScheduleInput => ({
  ...draft,
  startTimes: draft.startTimes.map((entry) => entry.value),
  closedDates: draft.closedDates.map((entry) => entry.value),
});

const slotsText = (count: number) => `${count} ${count === 1 ? 'slot' : 'slots'}`;

const CHECK_FIELDS = 'Please check the highlighted fields.';

/** The weekly schedule of an experience, checked by the contract's rules here and again by the server. */
function ScheduleFields({ id, answer }: { id: number; answer: ExperienceScheduleAnswer }) {
  const save = useSaveExperienceSchedule(id);
  const [draft, setDraft] = useState(() => draftOf(answer.schedule));
  const [errors, setErrors] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refusal, the first field named takes the focus, so a keyboard user lands on what to fix.
  useEffect(() => {
    if (errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
  }, [errors]);

  const set = <Name extends keyof Draft>(name: Name, value: Draft[Name]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setSaved(null);
  };
  const toggleDay = (day: number, on: boolean) =>
    set(
      'weekdays',
      WEEKDAYS.map((weekday) => weekday.day).filter((each) => (each === day ? on : draft.weekdays.includes(each))),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ExperienceScheduleInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      setErrors({ message: CHECK_FIELDS, fields: fieldErrorsOf(parsed.error) });
      return;
    }
    setErrors(null);
    try {
      const stored = await save.mutateAsync(parsed.data);
      setDraft(draftOf(stored.schedule));
      setSaved(stored.slotCount);
    } catch (failure) {
      setErrors(
        failure instanceof ApiRequestError
          ? { message: failure.message, fields: failure.fields }
          : { message: 'The schedule could not be saved. Please try again.', fields: {} },
      );
    }
  };

  const fields = errors?.fields ?? {};
  const number = (name: NumberField, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      name={name}
      type="number"
      inputMode="numeric"
      min={name === 'cutoffHours' ? 0 : 1}
      step={1}
      value={draft[name]}
      error={fields[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );
  const count = save.data?.slotCount ?? answer.slotCount;

  return (
    <form ref={formRef} className="schedule-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="schedule-title">
      <h3 id="schedule-title">Weekly schedule</h3>
      <p className="muted">
        Guests choose a date and a time; each slot has its own places. Saving makes the slots again; slots already booked are kept.
      </p>
      {answer.schedule && <p className="schedule-form__count">This experience has {slotsText(count)}.</p>}
      {errors && <FormAlert>{errors.message}</FormAlert>}
      <fieldset
        className="schedule-form__group"
        aria-describedby={fields.weekdays ? 'schedule-weekdays-error' : undefined}
        data-invalid={fields.weekdays ? true : undefined}
      >
        <legend>Days of the week</legend>
        {fields.weekdays && (
          <p id="schedule-weekdays-error" className="form-field__error">
            {fields.weekdays}
          </p>
        )}
        <div className="schedule-form__days">
          {WEEKDAYS.map(({ day, name }) => (
            <label key={day} className="checkbox">
              <input
                type="checkbox"
                name="weekdays"
                value={day}
                checked={draft.weekdays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              <span>{name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ScheduleListField
        name="startTimes"
        legend="Start times"
        hint="24-hour times in the experience's own time zone."
        type="time"
        itemLabel="Start time"
        addLabel="Add a start time"
        max={SCHEDULE_LIMITS.startTimes}
        entries={draft.startTimes}
        onChange={(entries) => set('startTimes', entries)}
        errors={fields}
      />
      <div className="schedule-form__numbers">
        {number('durationMinutes', 'Duration (minutes)')}
        {number('placesPerSlot', 'Places per slot')}
        {number('partyMin', 'Smallest party')}
        {number('partyMax', 'Largest party')}
        {number('cutoffHours', 'Booking cut-off (hours before)', 'Bookings close this many hours before a slot starts.')}
      </div>
      <fieldset className="schedule-form__group">
        <legend>Season</legend>
        <div className="schedule-form__numbers">
          <TextField
            label="Season from"
            type="date"
            name="seasonFrom"
            value={draft.seasonFrom}
            error={fields.seasonFrom}
            onChange={(event) => set('seasonFrom', event.target.value)}
          />
          <TextField
            label="Season until"
            type="date"
            name="seasonUntil"
            value={draft.seasonUntil}
            error={fields.seasonUntil}
            onChange={(event) => set('seasonUntil', event.target.value)}
          />
        </div>
      </fieldset>
      <ScheduleListField
        name="closedDates"
        legend="Closed dates"
        hint="Days in the season with no slots: holidays, harvest, private events."
        type="date"
        itemLabel="Closed date"
        addLabel="Add a closed date"
        max={SCHEDULE_LIMITS.closedDates}
        entries={draft.closedDates}
        onChange={(entries) => set('closedDates', entries)}
        errors={fields}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save dates and times'}
        </button>
        <p className="schedule-form__saved" role="status">
          {saved !== null && `Saved: ${slotsText(saved)}.`}
        </p>
      </div>
    </form>
  );
}

/** The schedule form, once the schedule kept (or none) has loaded. */
export function ScheduleForm({ id }: { id: number }) {
  const query = useExperienceSchedule(id);
  if (!query.data) {
    return <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what="schedule" />;
  }
  return <ScheduleFields id={id} answer={query.data} />;
}
