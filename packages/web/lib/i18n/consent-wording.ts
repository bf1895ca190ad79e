// The consent banner's and dialog's words where the editors left a Site Options field empty
// (lib/cms/shell.ts): in the page's language, as the rest of the site's own words. The editors'
// wording, in each language's options page, comes first (docs/privacy.md).
import type { PrivacyWording } from "../consent/setup";
import type { Locale } from "./locale";

export type ConsentWordingDefaults = Omit<PrivacyWording, "policyVersion" | "policyUrl">;

const DEFAULTS: Readonly<Record<Locale, ConsentWordingDefaults>> = {
  en: {
    bannerTitle: "Your privacy choices",
    bannerText:
      "Nothing that tracks you loads unless you say yes. You can change your mind at any time.",
    gpcText: "Your browser sent a Global Privacy Control signal, so everything optional is off.",
    necessary: { label: "Strictly necessary", description: "What the site needs to work." },
    categories: {
      measurement: { label: "Measurement", description: "Counts page views." },
      "session-replay": { label: "Session replay", description: "Records how pages are used." },
      "audience-measurement": {
        label: "Audience measurement",
        description: "Counts visits for audience ratings.",
      },
    },
  },
  fr: {
    bannerTitle: "Vos choix en matière de confidentialité",
    bannerText:
      "Rien qui permette de vous suivre ne se charge sans votre accord. Vous pouvez changer d’avis en tout temps.",
    gpcText:
      "Votre navigateur a envoyé un signal Global Privacy Control : tout ce qui est facultatif est donc désactivé.",
    necessary: {
      label: "Strictement nécessaires",
      description: "Ce dont le site a besoin pour fonctionner.",
    },
    categories: {
      measurement: {
        label: "Mesure de la fréquentation",
        description: "Compte les pages consultées.",
      },
      "session-replay": {
        label: "Enregistrement de session",
        description: "Enregistre la façon dont les pages sont utilisées.",
      },
      "audience-measurement": {
        label: "Mesure d’auditoire",
        description: "Compte les visites pour les mesures d’auditoire de l’industrie.",
      },
    },
  },
};

export const consentWordingDefaults = (locale: Locale): ConsentWordingDefaults => DEFAULTS[locale];
