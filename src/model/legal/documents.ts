/**
 * The shipped terms of use and privacy notice (spec 1 section 2, legal pages under /legal): short, plain
 * texts for a study-tools site run by a school or company. An operator publishes their own and points
 * LEGAL_TERMS_URL and LEGAL_PRIVACY_URL at them (README, configuration).
 */
import type { LegalDocumentKind } from './links';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

const CONTACT =
  'Questions, requests about your data and complaints go to the school or company that runs this site (the operator): ask your teacher or administrator for their contact, or use the Feedback dialog in the app.';

export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentKind, LegalDocument>> = {
  terms: {
    title: 'Terms of Use',
    intro:
      'These terms apply to everyone who uses this study-tools site. The site is run by the school or company that gave you access (the operator). By creating an account you agree to them.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself and tell the operator if you think someone else has used your account. You are responsible for what is done with it.',
          'The operator may suspend or close accounts that break these terms or the rules of the school or company.',
        ],
      },
      {
        heading: 'Your work',
        paragraphs: [
          'The maps, notes, courses and answers you create remain yours. You give the operator the right to store them and to show them to the people you share them with, such as your class or the users you invite.',
          'Do not upload anything you have no right to share, nothing unlawful, and nothing that harms or harasses others.',
        ],
      },
      {
        heading: 'Classes and courses',
        paragraphs: [
          'Teachers of a class see its members, the resources shared with it and the members’ progress on them. Course authors decide who may see their courses.',
        ],
      },
      {
        heading: 'The service',
        paragraphs: [
          'The site is provided as it is. The operator works to keep it available and your work safe, but keep your own copy of anything important (maps can be exported).',
          'These terms may change; you will be asked to agree to a new version before you continue.',
        ],
      },
      { heading: 'Contact', paragraphs: [CONTACT] },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'This notice says what the site keeps about you and why. The school or company that runs it (the operator) is responsible for your data.',
    sections: [
      {
        heading: 'What is kept',
        paragraphs: [
          'Account data: your name, e-mail address, password (stored only as a one-way hash), roles and settings, and whether you agreed to these terms and to the newsletter.',
          'Your work: the maps, notes, courses, quiz answers and progress you create, and who they are shared with.',
          'Class membership: the classes you teach or belong to.',
          'Usage: which maps and courses are opened, when, and error reports from the app, so that teachers can see their class’s progress and the operator can keep the site working.',
        ],
      },
      {
        heading: 'Cookies and storage',
        paragraphs: [
          'The site sets cookies only to keep you signed in and to protect your session; they are removed when you log out or the session ends. Maps you keep offline, and your view settings, are stored in this browser for your account only.',
          'There is no advertising and no tracking for advertisers. Analytics are off unless the operator turns them on.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'People you share with, the teachers of your classes, and the operator’s administrators. Your data is not sold or given to anyone else, except where the law requires it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask the operator for a copy of your data, to correct it, or to delete your account and the work in it. Data is kept while your account is in use and deleted when the account is closed.',
        ],
      },
      { heading: 'Contact', paragraphs: [CONTACT] },
    ],
  },
};
