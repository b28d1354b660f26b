/** The contact module's face: the staff's inbox of requests and the newsletter's sign-ups, read and handled here. */
export { type NewInfoRequest } from './repository.ts';
export { findInfoRequest, lockInfoRequest, recordInfoRequestReply, searchInfoRequests, updateInfoRequest } from './inbox.ts';
export { consentedSignUps, searchSignUps } from './sign-ups.ts';
