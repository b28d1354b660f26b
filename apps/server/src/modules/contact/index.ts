/** The contact module's face: the staff's inbox of requests and the newsletter's sign-ups, read and handled here. */
export { type NewInfoRequest, type OnRequestCreated } from './repository.ts';
export {
  findInfoRequest,
  lockInfoRequest,
  recordInfoRequestReply,
  searchInfoRequests,
  updateInfoRequest,
  type InfoRequest,
  type InfoRequestStatus,
  type UsernameSql,
} from './inbox.ts';
export { consentedSignUps, searchSignUps, type NewsletterSignUp } from './sign-ups.ts';
