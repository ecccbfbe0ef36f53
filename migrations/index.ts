import * as migration_20261122_085456_initial from './20261122_085456_initial';
import * as migration_20261122_090742_redirects from './20261122_090742_redirects';

export const migrations = [
  {
    up: migration_20261122_085456_initial.up,
    down: migration_20261122_085456_initial.down,
    name: '20261122_085456_initial',
  },
  {
    up: migration_20261122_090742_redirects.up,
    down: migration_20261122_090742_redirects.down,
    name: '20261122_090742_redirects'
  },
];
