/**
 * The environment file template for a server (deploy/site.env.example), made from the entries of
 * src/env.ts so it lists every variable: each with its description and default, set to the value
 * the Debian recipe uses (README, "A Debian server") or commented out where the default fits.
 * tests/unit/env-template.test.ts fails when the committed file differs (and rewrites it with
 * UPDATE_ENV_TEMPLATE=1).
 */
export type EnvEntry = { default: string; doc: string }

/** What the one-server recipe sets; `CHANGE-ME` marks what only the operator knows. */
export const RECIPE_VALUES: Record<string, string> = {
  DATABASE_URL: 'postgres://site:CHANGE-ME@127.0.0.1:5432/site',
  PAYLOAD_SECRET: 'CHANGE-ME-openssl-rand-hex-32',
  NEXT_PUBLIC_SERVER_URL: 'https://www.example.com',
  MEDIA_DIR: '/var/lib/site/media',
  // the units may write only below the state folder (ProtectSystem=strict): the default, inside
  // the checkout, would refuse every applicant's file
  APPLICATION_FILES_DIR: '/var/lib/site/application-files',
  SMTP_HOST: 'CHANGE-ME.example.com',
  SMTP_USER: 'CHANGE-ME',
  SMTP_PASS: 'CHANGE-ME',
  SMTP_FROM: 'CHANGE-ME@example.com',
  JOBS_AUTORUN: 'false',
  TRUSTED_PROXY_HOPS: '2',
  FRONT_LISTEN: '127.0.0.1:8080',
  FRONT_UPSTREAMS: '127.0.0.1:3001',
}

/** Set by the units themselves (deploy/systemd), by Next or only in development and tests. */
const NOT_HERE: Record<string, string> = {
  PORT: 'set per instance by site@.service (the port after the @)',
  NODE_ENV: 'set to production by the units',
  FRONT_DIR: 'set by site-front.service (STATE_DIR/front)',
  BACKUP_DIR: 'set by site-backup.service (STATE_DIR/backups)',
  NEXT_RUNTIME: 'set by Next',
  NEXT_PHASE: 'set by Next',
}

const comment = (text: string) =>
  text
    .replace(/\*\*|`/g, '')
    .split(/(?<=\S)\s+/)
    .reduce<string[]>((lines, word) => {
      const last = lines[lines.length - 1]
      if (last !== undefined && `${last} ${word}`.length <= 96) lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
      return lines
    }, [])
    .map((line) => `# ${line}`)
    .join('\n')

export function renderEnvTemplate(entries: Record<string, EnvEntry>): string {
  const blocks = Object.entries(entries).map(([name, { default: fallback, doc }]) => {
    const note = NOT_HERE[name] ? ` Not set here: ${NOT_HERE[name]}.` : ''
    const line = name in RECIPE_VALUES ? `${name}=${RECIPE_VALUES[name]}` : `#${name}=`
    return `${comment(`${name}: ${doc}. Default: ${fallback}.${note}`)}\n${line}`
  })
  return [
    '# Environment of the site on one Debian server (/etc/site/site.env, mode 640, owner root:site),',
    '# read by the units in deploy/systemd. Generated from src/env.ts; every variable is listed,',
    '# commented out where its default fits. Replace every CHANGE-ME (README, "A Debian server").',
    '',
    blocks.join('\n\n'),
    '',
  ].join('\n')
}
