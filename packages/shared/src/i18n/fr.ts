import type { enGeneral, Messages } from './en.ts';
import { mergeAreas } from './merge-areas.ts';
import type { Widen } from './widen.ts';
import { frCommon } from './fr/common.ts';
import { frAuth } from './fr/auth.ts';
import { frContent } from './fr/content.ts';
import { frRegistration } from './fr/registration.ts';
import { frWeb } from './fr/web.ts';
import { frAdmin } from './fr/admin.ts';
import { frCandidates } from './fr/candidates.ts';
import { frQualifications } from './fr/qualifications.ts';
import { frApplications } from './fr/applications.ts';
import { frSearch } from './fr/search.ts';
import { frTraining } from './fr/training.ts';
import { frListQuery } from './fr/list-query.ts';
import { frCharities } from './fr/charities.ts';
import { frCharityAdmin } from './fr/charity-admin.ts';
import { frBoard } from './fr/board.ts';
import { frCharityPostings } from './fr/charity-postings.ts';
import { frStaff } from './fr/staff.ts';
import { frStaffCharities } from './fr/staff-charities.ts';
import { frStaffProgramme } from './fr/staff-programme.ts';
import { frStaffCandidates } from './fr/staff-candidates.ts';
import { frFields } from './fr/fields.ts';
import { frPrivacy } from './fr/privacy.ts';
import { frPipeline } from './fr/pipeline.ts';
import { frInterviews } from './fr/interviews.ts';
import { frWaitingApplicants } from './fr/waiting-applicants.ts';
import { frNotifications } from './fr/notifications.ts';
import { frBoardTerms } from './fr/board-terms.ts';
import { frMatching } from './fr/matching.ts';

const frGeneral: Widen<typeof enGeneral> = {
  errors: {
    somethingWentWrong: 'Un problème est survenu',
    default: "Oups, quelque chose s'est mal passé... Erreur inattendue.",
    agreeTerms: 'Veuillez accepter les modalités et conditions.',
    unableToCreateUser: "Impossible de créer l'utilisateur",
    unableToRegisterCharity: "Impossible d'inscrire l'organisme",
    unableToRegisterCharityProfile: "Impossible d'inscrire le profil de l'organisme",
    alreadyCandidate: "L'utilisateur indiqué est déjà candidat",
    candidateAlreadyCreated: 'Le profil de candidat de cet utilisateur existe déjà.',
    notBoardmatchUser: "Il semble que vous ne soyez pas un utilisateur de BoardMatch.",
    unableToVerify: 'Impossible de vérifier votre compte.',
    unableToSendEmail: "Impossible d'envoyer le courriel.",
    unableToConnect: 'Impossible de joindre le serveur.',
    connectionFailed: 'La connexion a échoué.',
    emailOrPasswordIncorrect: 'Courriel ou mot de passe incorrect',
    selectAtLeastOne: 'Veuillez en choisir au moins un',
    required: '{{field}} ne peut pas être vide',
    emailTaken: 'Ce courriel est déjà inscrit. Veuillez en essayer un autre.',
    addressRequired: "Veuillez remplir les champs obligatoires de l'adresse marqués en rouge",
    allRequired: 'Veuillez remplir tous les champs obligatoires marqués en rouge.',
    accountNotVerified: "Votre compte n'a pas été vérifié. Veuillez consulter votre courriel pour le lien de vérification.",
    usernameOrPasswordIncorrect: "Nom d'utilisateur ou mot de passe incorrect",
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    passwordChecksLocked: 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer, ou réinitialisez votre mot de passe pour vous connecter dès maintenant.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    notAllowed: "Vous n'avez pas la permission de faire ceci.",
    notFound: "L'élément demandé est introuvable.",
    idempotencyKeyInvalid: 'L’en-tête Idempotency-Key doit compter de 1 à 200 caractères visibles.',
    idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    requestInProgress: 'Cette demande est déjà en cours de traitement. Veuillez patienter un instant et réessayer.',
    charityNumberTaken: 'Un organisme portant ce numéro d’enregistrement est déjà inscrit.',
    charityEmailTaken: 'Un organisme utilisant ce courriel est déjà inscrit.',
    invalidInput: "Certains renseignements saisis ne sont pas valides.",
    tooLarge: 'Le fichier est trop volumineux.',
    unavailable: 'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
    resetLinkInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
    invitationInvalid: 'Ce lien d’invitation est invalide ou a expiré.',
    cannotActAsSelf: 'Vous ne pouvez pas vous connecter en tant que vous-même.',
    password: 'Le mot de passe doit compter au moins 8 caractères, dont une majuscule, une minuscule, un chiffre et un des caractères !@#$%^&*?',
    passwordTooLong: 'Le mot de passe doit compter au plus 200 caractères',
    passwordsMatch: 'Les mots de passe ne correspondent pas',
    email: 'Veuillez saisir une adresse courriel valide',
    phone: 'Veuillez saisir un numéro de téléphone valide',
    extension: 'Le poste ne doit contenir que des chiffres',
    regionNotInCountry: "La province ou l'État n'appartient pas au pays choisi",
  },
  success: {
    default: 'Réussi',
    registered: 'Inscription réussie! Un courriel de vérification a été envoyé.',
    accountCreated: 'Compte créé avec succès.',
    loginSuccess: 'Réussi!',
    emailSent: 'Le courriel a été envoyé.',
    resetLinkSent: 'Un lien de réinitialisation du mot de passe a été envoyé à votre courriel',
    accountVerified: 'Votre compte a été vérifié. Veuillez vous connecter avec votre nom d’utilisateur et votre mot de passe.',
    candidateRegisteredPage: 'Le nouveau candidat est inscrit! Bienvenue à Boardmatch!',
    charityRegisteredPage: 'Le nouvel organisme est inscrit! Bienvenue à Boardmatch!',
    passwordReset: 'Votre mot de passe a été réinitialisé. Veuillez vous connecter avec le nouveau mot de passe.',
  },
  mail: {
    verifySubject: 'Vérifiez votre compte BoardMatch',
    verifyBody: 'Bonjour {{name}},\n\nBienvenue à BoardMatch. Veuillez vérifier votre compte en ouvrant ce lien :\n{{link}}\n\nLe lien est valide pendant 7 jours.',
    resetSubject: 'Réinitialisez votre mot de passe BoardMatch',
    resetBody: "Bonjour {{name}},\n\nNous avons reçu une demande de réinitialisation de votre mot de passe BoardMatch. Ouvrez ce lien pour en choisir un nouveau :\n{{link}}\n\nLe lien est valide pendant une heure. Si vous n'avez rien demandé, ignorez ce courriel.",
    inviteSubject: 'Vous êtes invité à représenter {{charity}} sur BoardMatch',
    inviteBody: 'Bonjour {{name}},\n\nVous êtes invité à rejoindre {{charity}} sur BoardMatch. Ouvrez ce lien pour créer votre compte :\n{{link}}\n\nLe lien est valide pendant 14 jours.',
  },
};

export const fr = mergeAreas(frGeneral, frCommon, frWeb, frAuth, frRegistration, frContent, frAdmin, frCandidates, frQualifications, frApplications, frSearch, frTraining, frListQuery, frCharities, frCharityAdmin, frBoard, frCharityPostings, frStaff, frStaffCharities, frStaffProgramme, frStaffCandidates, frFields, frPrivacy, frPipeline, frInterviews, frWaitingApplicants, frMatching, frBoardTerms, frNotifications) satisfies Messages;


/** Compile-time: the French catalogue has no top-level area the English one lacks (Messages already demands every English key). */
const noExtraArea: Exclude<keyof typeof fr, keyof Messages> extends never ? true : never = true;
void noExtraArea;
