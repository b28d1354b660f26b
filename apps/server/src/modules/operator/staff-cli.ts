import { loadConfig } from '../../config.ts';
import { openConfiguredDatabase } from '../../db/open-configured.ts';
import { createStaff, removeStaff, STAFF_LINK_TTL_HOURS, StaffInputError } from './staff.ts';

const USAGE = `Staff accounts for the operator's console (/operator).

  npm run staff -- create <username> <email>   prints a one-time link (valid ${STAFF_LINK_TTL_HOURS} hours) to set the password
  npm run staff -- remove <username>           removes the account and ends its sessions

Both are written to the audit log.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const wanted = command === 'create' ? 2 : command === 'remove' ? 1 : -1;
  if (wanted < 0 || rest.length !== wanted) {
    console.log(USAGE);
    return command === undefined || command === '--help' ? 0 : 1;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'create') {
      const [username = '', email = ''] = rest;
      const { link } = await createStaff(database.db, { username, email, publicUrl: config.PUBLIC_URL });
      console.log(
        `Created staff account ${username}. Send this link to its owner to set a password (it works once, for ${STAFF_LINK_TTL_HOURS} hours):`,
      );
      console.log(link);
    } else {
      await removeStaff(database.db, rest[0] ?? '');
      console.log(`Removed staff account ${rest[0]}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof StaffInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
