import { HostSlotCalendar } from './host-slot-calendar.tsx';
import { ScheduleForm } from './schedule-form.tsx';
import './slots.css';

/** Manage Experience's 'Dates and times': the weekly schedule, then the slots it made with their bookings. */
export function ExperienceDates({ id }: { id: number }) {
  return (
    <section className="experience-dates" aria-labelledby="experience-dates-title">
      <h2 id="experience-dates-title">Dates and times</h2>
      <ScheduleForm id={id} />
      <HostSlotCalendar id={id} />
    </section>
  );
}
