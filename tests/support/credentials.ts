import { generate } from 'otplib'

/** The staff login the e2e seed creates (an admin, so with a second factor: the seed gets this TOTP secret). */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'E2e-Passwort-123!', totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' }

/** The code an authenticator app would show now for the e2e admin (or another secret). */
export const totpCode = (secret = E2E_ADMIN.totpSecret) => generate({ secret })
