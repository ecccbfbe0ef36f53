import * as migration_20261122_085456_initial from './20261122_085456_initial';
import * as migration_20261122_090424_contact_form from './20261122_090424_contact_form';

export const migrations = [
  {
    up: migration_20261122_085456_initial.up,
    down: migration_20261122_085456_initial.down,
    name: '20261122_085456_initial',
  },
  {
    up: migration_20261122_090424_contact_form.up,
    down: migration_20261122_090424_contact_form.down,
    name: '20261122_090424_contact_form'
  },
];
