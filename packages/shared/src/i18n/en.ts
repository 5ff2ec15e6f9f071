import { mergeAreas } from './merge-areas.ts';
import type { Widen } from './widen.ts';
import { enCommon } from './en/common.ts';
import { enAuth } from './en/auth.ts';
import { enContent } from './en/content.ts';
import { enRegistration } from './en/registration.ts';
import { enWeb } from './en/web.ts';
import { enAdmin } from './en/admin.ts';
import { enCandidates } from './en/candidates.ts';
import { enQualifications } from './en/qualifications.ts';
import { enApplications } from './en/applications.ts';
import { enSearch } from './en/search.ts';
import { enTraining } from './en/training.ts';
import { enListQuery } from './en/list-query.ts';
import { enCharities } from './en/charities.ts';
import { enCharityAdmin } from './en/charity-admin.ts';
import { enBoard } from './en/board.ts';
import { enCharityPostings } from './en/charity-postings.ts';
import { enStaff } from './en/staff.ts';
import { enStaffCharities } from './en/staff-charities.ts';
import { enStaffProgramme } from './en/staff-programme.ts';
import { enStaffCandidates } from './en/staff-candidates.ts';

/** Texts of no particular area: the server's errors and success messages, and the account e-mails. */
export const enGeneral = {
  errors: {
    somethingWentWrong: 'Something went wrong',
    default: 'Whoops, something went wrong... Unexpected Error.',
    agreeTerms: 'Please agree with terms and conditions.',
    unableToCreateUser: 'Unable to create User',
    unableToRegisterCharity: 'Unable to register Charity',
    unableToRegisterCharityProfile: 'Unable to register Charity Profile',
    alreadyCandidate: 'The specified user is already a candidate',
    candidateAlreadyCreated: 'Candidate for this user is already created.',
    notBoardmatchUser: 'It seems you are not a BoardMatch user.',
    unableToVerify: 'Unable to verify your account.',
    unableToSendEmail: 'Unable to send an email.',
    unableToConnect: 'Unable to connect to server.',
    connectionFailed: 'Connection Failed.',
    emailOrPasswordIncorrect: 'Email or password is incorrect',
    selectAtLeastOne: 'Must select at least one',
    required: '{{field}} can not be empty',
    emailTaken: 'Email is already registered. Please, try another one.',
    addressRequired: 'Please enter address required fields marked red',
    allRequired: 'Please enter all required fields marked red.',
    accountNotVerified: 'Your account has not been verified. Please check your email for the verification link.',
    usernameOrPasswordIncorrect: 'Username or Password is incorrect',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    notAllowed: 'You do not have permission to do this.',
    notFound: 'The requested item was not found.',
    invalidInput: 'Some of the information entered is not valid.',
    tooLarge: 'The upload is too large.',
    unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
    resetLinkInvalid: 'This password reset link is invalid or has expired.',
    invitationInvalid: 'This invitation link is invalid or has expired.',
    cannotActAsSelf: 'You cannot sign in as yourself.',
    password: 'Password must be at least 8 characters and contain an upper-case letter, a lower-case letter, a digit and one of !@#$%^&*?',
    passwordsMatch: 'Passwords do not match',
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number',
    extension: 'Extension must contain digits only',
    regionNotInCountry: 'Province/State does not belong to the chosen country',
  },
  success: {
    default: 'Success',
    registered: 'Registered Successfully! Verification Email has been sent.',
    accountCreated: 'Account created successfully.',
    loginSuccess: 'Success!',
    emailSent: 'Email has been sent.',
    resetLinkSent: 'Password reset link has been sent to your email',
    accountVerified: 'Account has been verified. Please sign in using your username and password.',
    candidateRegisteredPage: 'New Candidate is Registered Successfully! Welcome to Boardmatch!',
    charityRegisteredPage: 'New Charity is Registered Successfully! Welcome to Boardmatch!',
    passwordReset: 'Your password has been reset. Please sign in with your new password.',
  },
  mail: {
    verifySubject: 'Verify your BoardMatch account',
    verifyBody: 'Hello {{name}},\n\nWelcome to BoardMatch. Please verify your account by opening this link:\n{{link}}\n\nThe link is valid for 7 days.',
    resetSubject: 'Reset your BoardMatch password',
    resetBody: 'Hello {{name}},\n\nWe received a request to reset your BoardMatch password. Open this link to choose a new one:\n{{link}}\n\nThe link is valid for one hour. If you did not ask for it, you can ignore this e-mail.',
    inviteSubject: 'You are invited to represent {{charity}} on BoardMatch',
    inviteBody: 'Hello {{name}},\n\nYou have been invited to join {{charity}} on BoardMatch. Open this link to create your account:\n{{link}}\n\nThe link is valid for 14 days.',
  },
} as const;

/** English messages. Keys are shared by the server (error messages) and the web (en/*.ts: the web's own texts). */
export const en = mergeAreas(enGeneral, enCommon, enWeb, enAuth, enRegistration, enContent, enAdmin, enCandidates, enQualifications, enApplications, enSearch, enTraining, enListQuery, enCharities, enCharityAdmin, enBoard, enCharityPostings, enStaff, enStaffCharities, enStaffProgramme, enStaffCandidates);


export type Messages = Widen<typeof en>;
