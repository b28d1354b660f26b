import { API_PATHS } from '@trg/contract/api-paths';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@trg/contract/errors';
import {
  type BusinessProfile,
  type MemberProfile,
  BusinessProfileSchema,
  BusinessProfileUpdateSchema,
  MemberProfileSchema,
  MemberProfileUpdateSchema,
  PROFILE_PICTURE_FIELD,
} from '@trg/contract/profiles';
import type { GroupName } from '../accounts/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { receiveImage } from '../media/index.ts';
import { perUser } from '../../plugins/rate-limit.ts';
import { readProfile, replacePicture, updateProfile, type StoredProfile } from './service.ts';
import { bankDetailsRoutes } from './bank-details-routes.ts';
import { presentBusinessProfile, presentMemberProfile, toProfileChanges, type ProfilePrefix } from './presenters.ts';

type ProfileAnswer = MemberProfile | BusinessProfile;

interface ProfileKind {
  label: string;
  group: GroupName;
  prefix: ProfilePrefix;
  paths: { page: string; update: string; picture: string };
  readSchema: z.ZodType<ProfileAnswer>;
  updateSchema: z.ZodType<Record<string, string | null | undefined>>;
  present(profile: StoredProfile): ProfileAnswer;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The three routes of one kind of profile: read it, save changed fields, replace the picture. Only one's own. */
function profileKindRoutes(kind: ProfileKind): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['profiles'], security: [{ token: [] }] };
    const preHandler = app.requireGroup(kind.group);

    app.get(
      kind.paths.page,
      { schema: { ...base, summary: `The signed-in ${kind.label}'s profile`, response: { 200: kind.readSchema, ...errors } }, preHandler },
      async (request) => kind.present(await readProfile(app.db, currentUser(request))),
    );

    app.post(
      kind.paths.update,
      {
        schema: {
          ...base,
          summary: `Saves the changed fields of the signed-in ${kind.label}'s profile; answers the profile`,
          body: kind.updateSchema,
          response: { 200: kind.readSchema, ...errors },
        },
        preHandler,
      },
      async (request) => {
        const changes = toProfileChanges(request.body, kind.prefix);
        return kind.present(await updateProfile(app.db, currentUser(request), changes));
      },
    );

    app.post(
      kind.paths.picture,
      {
        schema: {
          ...base,
          summary: `Replaces the ${kind.label}'s profile picture (multipart field ${PROFILE_PICTURE_FIELD}); answers the profile`,
          consumes: ['multipart/form-data'],
          response: { 200: kind.readSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema },
        },
        preHandler,
        // Requests are capped here before their body is read; the images themselves count in app.images.
        config: { rateLimit: { max: 60, timeWindow: 60 * 60_000, keyGenerator: perUser } },
      },
      async (request) => {
        const user = currentUser(request);
        const stored = await receiveImage(app.images, request, PROFILE_PICTURE_FIELD, user.id);
        const previous = await replacePicture(app.db, user, stored.key);
        await app.images.remove(previous);
        return kind.present(await readProfile(app.db, user));
      },
    );
  };
}

/** Member and business profiles (spec part 2 §2-§3, §7), each for its own group. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    profileKindRoutes({
      label: 'member',
      group: 'members',
      prefix: 'member',
      paths: {
        page: API_PATHS.memberProfile.page,
        update: API_PATHS.memberProfile.update,
        picture: API_PATHS.memberProfile.picture,
      },
      readSchema: MemberProfileSchema,
      updateSchema: MemberProfileUpdateSchema,
      present: presentMemberProfile,
    }),
  );
  await app.register(
    profileKindRoutes({
      label: 'business host',
      group: 'professionals',
      prefix: 'professional',
      paths: {
        page: API_PATHS.businessProfile.page,
        update: API_PATHS.businessProfile.update,
        picture: API_PATHS.businessProfile.picture,
      },
      readSchema: BusinessProfileSchema,
      updateSchema: BusinessProfileUpdateSchema,
      present: presentBusinessProfile,
    }),
  );
  await app.register(bankDetailsRoutes);
};
