/** The lengths an account's username and password keep to; free of schemas, so that a form can show them cheaply. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 10;
