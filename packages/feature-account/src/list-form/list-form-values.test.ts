import { describe, expect, it } from 'vitest';
import { birthList } from '../test/fixtures';
import {
  birthdayToSave,
  emptyListFormValues,
  firstInvalidField,
  listFormValuesFrom,
  toCreateBody,
  toUpdateBody,
  validateListForm,
  type ListFormValues,
} from './list-form-values';

const filled = (patch: Partial<ListFormValues> = {}): ListFormValues => ({
  ...emptyListFormValues(),
  title: 'La liste de Léa',
  contactStoreCode: 'S003',
  ...patch,
});

describe('validateListForm', () => {
  it('[S2.38] [S5.10] [S5.7] refuses an empty form: the list name and the store are required', () => {
    expect(validateListForm(emptyListFormValues())).toEqual({
      title: 'Ce champ est obligatoire.',
      contactStoreCode: "Le choix d'un magasin est obligatoire.",
    });
  });

  it('[S5.10] counts a name of spaces as empty', () => {
    expect(validateListForm(filled({ title: '   ' }))).toEqual({
      title: 'Ce champ est obligatoire.',
    });
  });

  it('[S2.38] accepts a list name and a store, everything else left empty', () => {
    expect(validateListForm(filled())).toEqual({});
  });

  it('[S5.16] [S9.11] refuses a birth date that is not a real dd/MM/yy date', () => {
    expect(validateListForm(filled({ childBirthday: '31/02/27' }))).toEqual({
      childBirthday: 'La date doit être au format jj/mm/aa.',
    });
    expect(validateListForm(filled({ childBirthday: '14/3/27' }))).toEqual({
      childBirthday: 'La date doit être au format jj/mm/aa.',
    });
    expect(validateListForm(filled({ childBirthday: '14/03/27' }))).toEqual({});
  });

  it('[S5.7] refuses co-parent names that are not names, accepts them empty', () => {
    expect(validateListForm(filled({ coOwnerFirstName: '12', coOwnerLastName: '-' }))).toEqual({
      coOwnerFirstName: "Le prénom n'est pas valide.",
      coOwnerLastName: "Le nom n'est pas valide.",
    });
    expect(
      validateListForm(filled({ coOwnerFirstName: 'Zoé', coOwnerLastName: "N'Diaye" })),
    ).toEqual({});
  });
});

describe('firstInvalidField', () => {
  it('[S2.38] names the first refused field in the order of the form', () => {
    expect(firstInvalidField({ contactStoreCode: 'x', title: 'y' })).toBe('title');
    expect(firstInvalidField({ contactStoreCode: 'x', coOwnerLastName: 'y' })).toBe(
      'coOwnerLastName',
    );
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('birthdayToSave', () => {
  it('[S5.16] parses dd/MM/yy to the UTC midnight saved; empty is null', () => {
    expect(birthdayToSave('14/03/27')).toBe('2027-03-14T00:00:00.000Z');
    expect(birthdayToSave(' 01/01/26 ')).toBe('2026-01-01T00:00:00.000Z');
    expect(birthdayToSave('')).toBeNull();
    expect(birthdayToSave('  ')).toBeNull();
  });
});

describe('toCreateBody', () => {
  it('[S7.12] [S4.1] [S5.16] sends trimmed fields, the UTC birthday, and publishes at once', () => {
    expect(
      toCreateBody(
        filled({
          title: '  La liste de Léa ',
          childFirstName: ' Léa ',
          childBirthday: '14/03/27',
          welcomeMessage: ' Merci ! ',
          coOwnerFirstName: ' Marc',
          numberImage: 'img4',
        }),
      ),
    ).toEqual({
      title: 'La liste de Léa',
      childFirstName: 'Léa',
      isBabyNameHidden: false,
      childBirthday: '2027-03-14T00:00:00.000Z',
      isBabyBirthdayHidden: false,
      welcomeMessage: 'Merci !',
      coOwnerFirstName: 'Marc',
      coOwnerLastName: '',
      isPrivate: false,
      isSearchable: true,
      numberImage: 'img4',
      contactStoreCode: 'S003',
      isPickupStoreAllowed: true,
      status: 'VALIDATED',
    });
  });

  it("[S7.12] keeps the list as a draft when asked ('garder en brouillon')", () => {
    expect(toCreateBody(filled({ keepAsDraft: true })).status).toBe('DRAFT');
  });

  it('[S2.38] a private list is never searchable', () => {
    const body = toCreateBody(filled({ isPrivate: true, isSearchable: true }));
    expect(body.isPrivate).toBe(true);
    expect(body.isSearchable).toBe(false);
  });
});

describe('toUpdateBody', () => {
  it('[S7.17] sends the information without a status, unless publishing a draft', () => {
    expect(toUpdateBody(filled())).not.toHaveProperty('status');
    expect(toUpdateBody(filled({ publish: true })).status).toBe('VALIDATED');
  });
});

describe('listFormValuesFrom', () => {
  it('[S3.4] [S9.11] fills the form from a list, the saved UTC birthday shown dd/MM/yy', () => {
    expect(listFormValuesFrom(birthList())).toEqual({
      title: 'La liste de Léa',
      childFirstName: 'Léa',
      isBabyNameHidden: false,
      childBirthday: '14/03/27',
      isBabyBirthdayHidden: true,
      welcomeMessage: 'Merci de partager notre bonheur !',
      coOwnerFirstName: 'Marc',
      coOwnerLastName: 'Martin',
      isPrivate: false,
      isSearchable: true,
      numberImage: 'img2',
      contactStoreCode: 'S001',
      isPickupStoreAllowed: true,
      keepAsDraft: false,
      publish: false,
    });
  });

  it('[S3.18] an unknown image or a missing birthday and store give the defaults', () => {
    const values = listFormValuesFrom(
      birthList({ numberImage: 'img42', childBirthday: null, contactStoreCode: null }),
    );
    expect(values.numberImage).toBe('img1');
    expect(values.childBirthday).toBe('');
    expect(values.contactStoreCode).toBe('');
  });
});
