/** The page variants of registration leave their success message here; /login shows it once and clears it. */
export const REGISTRATION_MESSAGE_KEY = 'boardMatch.regMessage';

export function storeRegistrationMessage(message: string) {
  try {
    window.sessionStorage.setItem(REGISTRATION_MESSAGE_KEY, message);
  } catch {
    // without storage the message is simply not shown
  }
}

export function takeRegistrationMessage(): string | null {
  try {
    const message = window.sessionStorage.getItem(REGISTRATION_MESSAGE_KEY);
    window.sessionStorage.removeItem(REGISTRATION_MESSAGE_KEY);
    return message;
  } catch {
    return null;
  }
}
