import { ContactForm } from './contact-form.tsx';

/** The home page's request-info form. */
export function RequestInfoForm() {
  return (
    <ContactForm
      form="requestInfo"
      label="Request information"
      submitLabel="Send request"
      thanksTitle="Thank you for your request"
      thanks={<p>Your request has reached us. One of our travel planners will reply within two working days.</p>}
    />
  );
}
