/**
 * Our own German for the admin where Payload's is English or speaks „du“: the staff are
 * addressed formally („Sie“) throughout. Merged over Payload's German in the config's i18n.
 */
export const formalGerman = {
  authentication: {
    checkYourEmailForPasswordReset:
      'Wenn die E-Mail-Adresse mit einem Benutzerkonto verknüpft ist, erhalten Sie in Kürze Anweisungen zum Zurücksetzen Ihres Passworts. Bitte prüfen Sie auch Ihren Spam-Ordner, falls Sie die E-Mail nicht im Posteingang sehen.',
    forgotPasswordEmailInstructions: 'Bitte geben Sie Ihre E-Mail-Adresse an. Sie erhalten eine E-Mail mit Anweisungen zum Zurücksetzen Ihres Passworts.',
    forgotPasswordUsernameInstructions:
      'Bitte geben Sie Ihren Benutzernamen ein. Anweisungen zum Zurücksetzen Ihres Passworts werden an die mit Ihrem Benutzernamen verknüpfte E-Mail-Adresse gesendet.',
    generatingNewAPIKeyWillInvalidate: 'Wenn Sie einen neuen API-Schlüssel erzeugen, wird der vorherige <1>ungültig</1>. Möchten Sie wirklich fortfahren?',
    loggedIn: 'Um sich mit einem anderen Benutzerkonto anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    loggedInChangePassword: 'Um Ihr Passwort zu ändern, öffnen Sie Ihr <0>Benutzerkonto</0> und ändern Sie dort Ihr Passwort.',
    loggedOutInactivity: 'Sie wurden wegen Inaktivität abgemeldet.',
    loggedOutSuccessfully: 'Sie wurden erfolgreich abgemeldet.',
    loginWithAnotherUser: 'Um sich mit einem anderen Benutzer anzumelden, müssen Sie sich zuerst <0>abmelden</0>.',
    newAccountCreated:
      'Für Sie wurde ein neues Konto auf <a href="{{serverURL}}">{{serverURL}}</a> angelegt. Bitte klicken Sie auf den folgenden Link oder kopieren Sie die Adresse in Ihren Browser, um Ihre E-Mail-Adresse zu bestätigen: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Danach können Sie sich anmelden.',
    resetYourPassword: 'Passwort zurücksetzen',
    verifyYourEmail: 'E-Mail-Adresse bestätigen',
    youAreInactive: 'Sie waren einige Zeit inaktiv und werden zu Ihrer Sicherheit in Kürze abgemeldet. Möchten Sie angemeldet bleiben?',
    youAreReceivingResetPassword:
      'Sie erhalten diese Nachricht, weil Sie (oder jemand anderes) das Zurücksetzen des Passworts für Ihr Benutzerkonto angefordert haben. Bitte klicken Sie auf den folgenden Link oder kopieren Sie ihn in Ihren Browser, um fortzufahren:',
    youDidNotRequestPassword: 'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail bitte. Ihr Passwort bleibt unverändert.',
  },
  dashboard: {
    discardMessage: 'Sie haben ungespeicherte Änderungen an der Startseite. Möchten Sie diese wirklich verwerfen?',
    noItems: 'Auf der Startseite befinden sich keine Elemente.',
  },
  error: {
    deletingTitle: 'Beim Löschen von {{title}} ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    documentNotFound: 'Das Dokument mit der ID {{id}} wurde nicht gefunden. Es wurde gelöscht, hat nie existiert, oder Sie haben keinen Zugriff darauf.',
    notAllowedToAccessPage: 'Sie haben keine Berechtigung für diese Seite.',
    notAllowedToPerformAction: 'Sie haben keine Berechtigung für diese Aktion.',
    unauthorized: 'Nicht berechtigt – bitte melden Sie sich an.',
    unverifiedEmail: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden.',
  },
  fields: {
    chooseBetweenCustomTextOrDocument: 'Wählen Sie eine eigene Adresse oder verknüpfen Sie ein anderes Dokument.',
    chooseDocumentToLink: 'Wählen Sie das Dokument, auf das Sie verlinken möchten',
  },
  folder: {
    folderTypeDescription: 'Wählen Sie, welche Art von Dokumenten in diesem Ordner erlaubt ist.',
    moveItemsToFolderConfirmation: 'Sie verschieben <1>{{count}} {{label}}</1> nach <2>{{toFolder}}</2>. Sind Sie sicher?',
    moveItemsToRootConfirmation: 'Sie verschieben <1>{{count}} {{label}}</1> in den Hauptordner. Sind Sie sicher?',
    moveItemToFolderConfirmation: 'Sie verschieben <1>{{title}}</1> nach <2>{{toFolder}}</2>. Sind Sie sicher?',
    moveItemToRootConfirmation: 'Sie verschieben <1>{{title}}</1> in den Hauptordner. Sind Sie sicher?',
  },
  general: {
    aboutToDelete: 'Sie löschen {{label}} <1>{{title}}</1>. Sind Sie sicher?',
    aboutToDeleteCount_many: 'Sie löschen {{count}} {{label}}.',
    aboutToDeleteCount_one: 'Sie löschen {{count}} {{label}}.',
    aboutToDeleteCount_other: 'Sie löschen {{count}} {{label}}.',
    aboutToPermanentlyDelete: 'Sie löschen {{label}} <1>{{title}}</1> endgültig. Sind Sie sicher?',
    aboutToPermanentlyDeleteTrash: 'Sie löschen <0>{{count}}</0> <1>{{label}}</1> endgültig aus dem Papierkorb. Sind Sie sicher?',
    aboutToRestore: 'Sie stellen {{label}} <1>{{title}}</1> wieder her. Sind Sie sicher?',
    aboutToRestoreAsDraft: 'Sie stellen {{label}} <1>{{title}}</1> als Entwurf wieder her. Sind Sie sicher?',
    aboutToRestoreAsDraftCount: 'Sie stellen {{count}} {{label}} als Entwurf wieder her.',
    aboutToRestoreCount: 'Sie stellen {{count}} {{label}} wieder her.',
    aboutToTrash: 'Sie verschieben {{label}} <1>{{title}}</1> in den Papierkorb. Sind Sie sicher?',
    aboutToTrashCount: 'Sie verschieben {{count}} {{label}} in den Papierkorb.',
    changesNotSaved: 'Ihre Änderungen wurden nicht gespeichert. Wenn Sie diese Seite verlassen, gehen sie verloren.',
    copyWarning: 'Sie überschreiben {{to}} mit {{from}} für {{label}} {{title}}. Sind Sie sicher?',
    currentlyEditing:
      'bearbeitet dieses Dokument gerade. Wenn Sie übernehmen, wird die andere Bearbeitung gesperrt und ungespeicherte Änderungen können verloren gehen.',
    documentOutOfDate: 'Dieses Dokument wurde gerade von einer anderen Person geändert. Ihre Ansicht ist nicht mehr aktuell.',
    moveConfirm: 'Sie verschieben {{count}} {{label}} nach <1>{{destination}}</1>. Sind Sie sicher?',
    sorryNotFound: 'Leider wurde nichts gefunden, das Ihrer Anfrage entspricht.',
    unsavedChanges: 'Sie haben ungespeicherte Änderungen. Bitte speichern oder verwerfen Sie sie, bevor Sie fortfahren.',
    unsavedChangesDuplicate: 'Sie haben ungespeicherte Änderungen. Möchten Sie trotzdem duplizieren?',
    // English or odd German in Payload's own translation
    payloadSettings: 'Anzeige-Einstellungen',
    noLabel: '<ohne {{label}}>',
    true: 'Ja',
    false: 'Nein',
  },
  upload: {
    focalPointDescription: 'Setzen Sie den Fokuspunkt direkt in der Vorschau oder passen Sie die Werte unten an.',
  },
  validation: {
    emailAddress: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
    enterNumber: 'Bitte geben Sie eine gültige Zahl an.',
    username: 'Bitte geben Sie einen gültigen Benutzernamen ein. Er darf Buchstaben, Zahlen, Bindestriche, Punkte und Unterstriche enthalten.',
  },
  version: {
    aboutToPublishSelection: 'Sie veröffentlichen alle ausgewählten {{label}}. Sind Sie sicher?',
    aboutToRestore: 'Sie setzen {{label}} auf den Stand vom {{versionDate}} zurück.',
    aboutToRestoreGlobal: 'Sie setzen {{label}} auf den Stand vom {{versionDate}} zurück.',
    aboutToRevertToPublished: 'Sie setzen dieses Dokument auf den veröffentlichten Stand zurück. Sind Sie sicher?',
    aboutToUnpublish: 'Sie setzen dieses Dokument auf Entwurf (nicht mehr veröffentlicht). Sind Sie sicher?',
    aboutToUnpublishIn: 'Sie nehmen die Veröffentlichung dieses Dokuments in {{locale}} zurück. Sind Sie sicher?',
    aboutToUnpublishSelection: 'Sie nehmen die Veröffentlichung aller ausgewählten {{label}} zurück. Sind Sie sicher?',
  },
  'plugin-seo': {
    bestPractices: 'Empfehlungen',
    imageAutoGenerationTip: 'Die automatische Erzeugung übernimmt das gewählte Hauptbild.',
    lengthTipDescription:
      'Sie sollte zwischen {{minLength}} und {{maxLength}} Zeichen lang sein. Hinweise zu guten Beschreibungen für Suchergebnisse finden Sie unter ',
    lengthTipTitle: 'Er sollte zwischen {{minLength}} und {{maxLength}} Zeichen lang sein. Hinweise zu guten Titeln für Suchergebnisse finden Sie unter ',
  },
}

/** Labels of the SEO tab's fields (the plugin leaves them to Payload, which shows the English field names). */
export const SEO_FIELD_LABELS: Record<string, string> = {
  title: 'Titel im Suchergebnis',
  description: 'Beschreibung im Suchergebnis',
  image: 'Vorschaubild (Teilen in sozialen Netzwerken)',
  keywords: 'Suchbegriffe',
}

/** Labels that Payload's and Lexical's components write in English without a translation key. */
export const HARDCODED_ENGLISH: Record<string, string> = {
  'Add block': 'Block hinzufügen',
  'Edit link': 'Link bearbeiten',
  'Remove link': 'Link entfernen',
  'Drag to move': 'Zum Verschieben ziehen',
  Responsive: 'Automatisch (Fensterbreite)',
  bytes: 'Bytes',
  Prefix: 'Ordner-Präfix',
}
