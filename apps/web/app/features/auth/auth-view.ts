/** The auth dialogs; one is open at a time. */
export type AuthView = 'login' | 'register' | 'forgot' | 'change-password';
