/** What an account form accepts, apart from the schemas so the forms can say it without loading zod. */
export const PASSWORD_MIN = 6;
