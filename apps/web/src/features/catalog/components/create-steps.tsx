import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { HostItem, PublicItem } from '@trg/contract/catalog';
import type { DraftDefaults } from '@trg/contract/catalog-draft';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { FormAlert } from '../../../components/ui/field.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { createDraft, useDraftDefaults } from '../api/item-drafts.ts';
import { catalogKeys } from '../api/query-keys.ts';
import { updateItem } from '../api/update-item.ts';
import { uploadItemImage } from '../api/upload-item-image.ts';
import { usePlaceCentre } from '../api/get-places.ts';
import { KINDS } from '../catalog-kinds.ts';
import {
  draftBody,
  initialForm,
  inputOfField,
  previewItem,
  STEPS,
  stepErrors,
  timingErrors,
  type DraftForm,
  type FieldErrors,
  type StepIndex,
} from '../create-steps-model.ts';
import { ImageAndWords, TicketsAndPrice, Where, WhatAndWhen, type WineListOption } from './create-steps-fields.tsx';
import { CreateStepsPreview } from './create-steps-preview.tsx';
import './create-steps.css';

/** The host's wine lists (from the wine-lists feature, which the page reads) and how to pour one at the new item. */
export interface WineListChoice {
  options: readonly WineListOption[];
  loading: boolean;
  /** The wines of each list, for the preview. */
  preview: (id: number) => PublicItem['WineListData'][number] | undefined;
  attach: (itemId: number, wineListId: number) => Promise<unknown>;
}

interface CreateStepsProps {
  kind: CatalogKind;
  wineLists: WineListChoice;
}

/** The step each input is on, to go back to the first one the server refused. */
const STEP_OF_INPUT: Record<string, StepIndex> = {
  title: 0,
  type: 0,
  date: 0,
  time: 0,
  endTime: 0,
  timeZone: 0,
  olineExperience: 1,
  streamingLink: 1,
  streamingInstructions: 1,
  locationAddress: 1,
  locationcity: 1,
  locationZip_code: 1,
  locationCountry: 1,
  lat: 1,
  lng: 1,
  host: 1,
  hostEmail: 1,
  hostPhone: 1,
  hostPhoneCountryCode: 1,
  currency: 2,
  price: 2,
  quantity: 2,
  maximumQuantity: 2,
  ticketsPerOrder: 2,
  salesStartDate: 2,
  salesStartTime: 2,
  salesEndDate: 2,
  salesEndTime: 2,
  fullRefundDays: 2,
  partialRefundPercent: 2,
  partialRefundDays: 2,
  mainExperienceImage: 3,
  image: 3,
  description: 3,
  refundPolicy: 3,
};

/** Create an Event / Experience in four steps, prefilled, checked as the host goes, previewed live, published at the end. */
export function CreateSteps({ kind, wineLists }: CreateStepsProps) {
  const defaults = useDraftDefaults(kind);
  const config = KINDS[kind];
  return (
    <section className="section host-page create-steps" aria-labelledby="create-steps-title">
      <h1 id="create-steps-title">Create an {config.Noun}</h1>
      <QueryStatus
        isLoading={defaults.isPending}
        error={defaults.error}
        onRetry={() => void defaults.refetch()}
        what="your business profile"
      />
      {defaults.data && <CreateStepsForm kind={kind} defaults={defaults.data} wineLists={wineLists} />}
      <p className="create-steps__other-way">
        Prefer to start with just a title? <Link to={config.createPath}>Create an {config.noun} by title</Link> and fill it in on its Manage
        page.
      </p>
    </section>
  );
}

function CreateStepsForm({ kind, defaults, wineLists }: CreateStepsProps & { defaults: DraftDefaults }) {
  const config = KINDS[kind];
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DraftForm>(() => initialForm(defaults, Date.now()));
  const [step, setStep] = useState<StepIndex>(0);
  const [shownErrors, setShownErrors] = useState<FieldErrors>({});
  const [image, setImage] = useState<File | null>(null);
  // The rules' "now": when the form opened (the server checks again against its own clock when it saves).
  const [now] = useState(() => Date.now());
  const [progress, setProgress] = useState<{ draft?: HostItem; imageDone?: boolean; wineListDone?: boolean }>({});
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [published, setPublished] = useState<HostItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const centre = usePlaceCentre(form.online ? null : form.locationcity || null, form.locationCountry || null);
  // The map follows the town typed until the host picks one from the list.
  const filled: DraftForm = useMemo(
    () => (form.placePicked ? form : { ...form, lat: centre?.lat ?? null, lng: centre?.lng ?? null }),
    [form, centre?.lat, centre?.lng],
  );

  const imageUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  const change = (changes: Partial<DraftForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    // An error goes as soon as its field changes; the timing rule below speaks again at once if it still applies.
    setShownErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in changes))));
    setProgress((current) => ({ draft: current.draft, imageDone: current.imageDone && !('image' in changes) }));
  };

  // The shared rule, run as the host types: a date that has passed, sales past the start.
  const timing = timingErrors(kind, filled, now);
  const errors: FieldErrors = { ...shownErrors, ...timing };

  const wineList = form.wineListId ? wineLists.preview(Number(form.wineListId)) : undefined;
  const preview = useMemo(
    () => previewItem(kind, filled, { image: imageUrl, wineLists: wineList ? [wineList] : [] }),
    [kind, filled, imageUrl, wineList],
  );

  const goTo = (next: StepIndex) => {
    setStep(next);
    setFailure(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const showErrors = (found: FieldErrors) => {
    setShownErrors(found);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.create-steps__form [aria-invalid="true"]')?.focus());
  };

  const publish = async () => {
    setPublishing(true);
    setFailure(null);
    try {
      const body = draftBody(kind, filled);
      let draft = progress.draft;
      if (!draft) {
        draft = await createDraft(kind, body);
      } else {
        // A second try after a refusal: the draft exists, so its fields are saved through the editor's route.
        const { olineExperience, ...fields } = body;
        void olineExperience;
        draft = await updateItem(kind, draft.id, fields);
      }
      setProgress((current) => ({ ...current, draft }));
      const id = draft.id;
      if (image && !progress.imageDone) {
        await uploadItemImage(kind, id, image);
        setProgress((current) => ({ ...current, imageDone: true }));
      }
      if (form.wineListId && !progress.wineListDone) {
        await wineLists.attach(id, Number(form.wineListId));
        setProgress((current) => ({ ...current, wineListDone: true }));
      }
      const item = await updateItem(kind, id, { publishEvent: true });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
      setPublished(item);
      requestAnimationFrame(() => document.getElementById('create-steps-done')?.focus());
    } catch (error) {
      if (error instanceof ApiRequestError) {
        const found: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fields)) found[inputOfField(field)] = message;
        const first = Object.keys(found)[0];
        const back = first === undefined ? undefined : STEP_OF_INPUT[first];
        setFailure(error.message);
        if (back !== undefined) {
          setShownErrors(found);
          if (back !== step) setStep(back);
        }
      } else {
        setFailure('Your connection failed before it was saved. Please try Publish again.');
      }
    } finally {
      setPublishing(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = stepErrors(kind, step, filled, now, image !== null);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    if (step < 3) goTo((step + 1) as StepIndex);
    else void publish();
  };

  if (published) {
    return (
      <div id="create-steps-done" className="card create-steps__done" tabIndex={-1} role="status">
        <h2>Your {config.noun} is published</h2>
        <p>
          {published.experienceTitle ?? published.eventTitle} is on sale now. You can change it, and write to its guests, from its Manage
          page.
        </p>
        <p className="create-steps__done-links">
          <Link className="button" to={config.detailPath(published.slug)}>
            See it on the site
          </Link>
          <Link className="button button--ghost" to={config.managePath(published.id)}>
            Manage {config.Noun}
          </Link>
        </p>
      </div>
    );
  }

  const stepProps = { kind, form: filled, errors, change };
  return (
    <div className="create-steps__layout">
      <form className="card create-steps__form" onSubmit={submit} noValidate>
        <ol className="create-steps__progress" aria-label="Steps">
          {STEPS.map((name, index) => (
            <li key={name} aria-current={index === step ? 'step' : undefined} data-done={index < step ? true : undefined}>
              <span className="create-steps__number">{index + 1}</span> <span className="create-steps__name">{name}</span>
            </li>
          ))}
        </ol>
        <h2 id="create-step-heading" ref={headingRef} tabIndex={-1}>
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </h2>
        {step === 0 && <WhatAndWhen {...stepProps} />}
        {step === 1 && <Where {...stepProps} />}
        {step === 2 && <TicketsAndPrice {...stepProps} />}
        {step === 3 && (
          <ImageAndWords
            {...stepProps}
            onImage={(file) => {
              setImage(file);
              change({});
              setShownErrors((current) => ({ ...current, image: undefined }));
              setProgress((current) => ({ ...current, imageDone: false }));
            }}
            wineLists={{ options: wineLists.options, loading: wineLists.loading }}
          />
        )}
        <FormAlert>{failure}</FormAlert>
        <div className="create-steps__actions">
          {step > 0 && (
            <button type="button" className="button button--ghost" onClick={() => goTo((step - 1) as StepIndex)}>
              Back
            </button>
          )}
          <button type="submit" className="button" disabled={publishing}>
            {step < 3 ? 'Next' : publishing ? 'Publishing...' : 'Publish'}
          </button>
        </div>
        {progress.draft && (
          <p className="form-field__hint">
            Your draft is saved. You can also finish it on its <Link to={config.managePath(progress.draft.id)}>Manage page</Link>.
          </p>
        )}
      </form>
      <CreateStepsPreview kind={kind} item={preview} />
    </div>
  );
}
