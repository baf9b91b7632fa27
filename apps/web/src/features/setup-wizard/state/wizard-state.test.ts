import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-error';
import {
  aFinishedWizard,
  aLine,
  anItem,
  aShoppingList,
  finishedWizardImport,
  texts,
} from '../test-data';
import { toImportBody } from './import-body';
import { findProblems, problemsFromError } from './problems';
import { wizardReducer } from './wizard-reducer';
import {
  initialWizardState,
  needsFill,
  staleKinds,
  totalCost,
  type WizardState,
} from './wizard-state';
import { readWizardState, WIZARD_STORAGE_KEY, writeWizardState } from './wizard-storage';

describe('toImportBody', () => {
  it('sends every line with its ref, catalogue id or own entry, and price × quantity', () => {
    const state = aFinishedWizard({
      location: { countryId: 'DE', stateId: 'DE-BE', cityId: null },
    });
    expect(toImportBody(state)).toEqual(
      finishedWizardImport(state, {
        locationCountryId: 'DE',
        locationStateId: 'DE-BE',
        locationCityId: null,
      }),
    );
  });

  it('sends a custom strain with its producer and flowering type, and no place unless chosen', () => {
    const strain = aLine({
      ref: 'line-9',
      kind: 'seeds',
      itemId: null,
      name: 'Grandpa’s Haze',
      brand: 'Grandpa',
      type: 'photoperiod',
      unitPrice: null,
    });
    const body = toImportBody({ ...initialWizardState, lines: [strain] });
    expect(body.lines).toEqual([
      {
        ref: 'line-9',
        kind: 'seeds',
        custom: { name: 'Grandpa’s Haze', producer: 'Grandpa', floweringType: 'photoperiod' },
        quantity: 1,
        price: null,
      },
    ]);
    expect(body).not.toHaveProperty('location');
    expect(body.environments).toEqual([]);
  });

  it('counts the grower’s own item with its price, and sends the price of one piece', () => {
    const own = aLine({
      ref: 'line-7',
      kind: 'equipment',
      itemId: null,
      name: 'My tent',
      brand: null,
      type: 'tent',
      unitPrice: 89.9,
      quantity: 2,
    });
    const unpriced = aLine({ ref: 'line-8', kind: 'tools', itemId: null, unitPrice: null });
    expect(totalCost([own, unpriced])).toBe(179.8);
    const body = toImportBody({ ...initialWizardState, lines: [own] });
    expect(body.lines).toEqual([
      {
        ref: 'line-7',
        kind: 'equipment',
        custom: { name: 'My tent', type: 'tent', brand: null, price: 89.9 },
        quantity: 2,
        price: 179.8,
      },
    ]);
  });
});

const goTo = (state: WizardState, step: WizardState['step']) =>
  wizardReducer(state, { type: 'goTo', step, proposals: texts });

describe('wizardReducer', () => {
  const chosen: WizardState = {
    ...initialWizardState,
    experience: 'firstTimer',
    where: 'indoor',
    budget: 'balanced',
    plants: 3,
    listSize: 3,
  };

  it('fills a kind from its list with new refs, and proposes a tent with all the equipment', () => {
    const tent = anItem({ type: 'tent', name: 'Tent 80', specs: { widthCm: 80, heightCm: 160 } });
    const light = anItem();
    const list = aShoppingList('equipment', [tent, light], {
      budget: 'balanced',
      where: 'indoor',
      numberOfPlants: 3,
    });
    let state = wizardReducer(chosen, {
      type: 'applyList',
      kind: 'equipment',
      key: 'balanced/indoor/3',
      items: list.items,
    });
    expect(state.lines.map((line) => line.ref)).toEqual(['line-1', 'line-2']);
    expect(needsFill(state, 'equipment')).toBe(false);
    expect(needsFill(state, 'supplies')).toBe(true);

    state = goTo(state, 'environments');
    expect(state.environments).toEqual([
      {
        ref: 'environment-3',
        name: 'Grow tent',
        type: 'tent',
        location: 'Indoors',
        widthCm: 80,
        depthCm: null,
        heightCm: 160,
        equipmentRefs: ['line-1', 'line-2'],
      },
    ]);

    // The grower changes the budget: the lines are stale until they replace or keep them.
    state = wizardReducer(state, { type: 'setBudget', value: 'premium' });
    expect(staleKinds(state)).toEqual(['equipment']);
    state = wizardReducer(state, { type: 'replaceWithLists', kinds: ['equipment'] });
    expect(needsFill(state, 'equipment')).toBe(true);
    const premium = anItem({ name: 'Premium light' });
    state = wizardReducer(state, {
      type: 'applyList',
      kind: 'equipment',
      key: 'premium/indoor/3',
      items: aShoppingList('equipment', [premium], {
        budget: 'premium',
        where: 'indoor',
        numberOfPlants: 3,
      }).items,
    });
    expect(state.lines.map((line) => line.name)).toEqual(['Premium light']);
    // The environment holds the new equipment instead of the old.
    expect(state.environments?.[0]?.equipmentRefs).toEqual(['line-4']);
    expect(staleKinds(state)).toEqual([]);
  });

  it('keeps lines the grower chose by hand when they keep them', () => {
    let state = wizardReducer(chosen, {
      type: 'addLine',
      line: { ...aLine({ ref: 'x' }), kind: 'tools' },
    });
    expect(state.listKeys.tools).toBe('balanced/indoor/3');
    state = wizardReducer(state, { type: 'setWhere', value: 'outdoor' });
    expect(staleKinds(state)).toEqual(['tools']);
    state = wizardReducer(state, { type: 'keepLines' });
    expect(staleKinds(state)).toEqual([]);
    expect(needsFill(state, 'tools')).toBe(false);
  });

  it('proposes a cycle per strain once, on coco when a coco medium was chosen', () => {
    let state = wizardReducer(chosen, {
      type: 'addLine',
      line: {
        ...aLine({ ref: 'x' }),
        kind: 'supplies',
        type: 'grow-medium',
        name: 'Coco Professional Plus 50 L',
      },
    });
    const strain = {
      ...aLine({ ref: 'x' }),
      kind: 'seeds' as const,
      name: 'Amnesia Auto',
      quantity: 5,
    };
    state = wizardReducer(state, { type: 'addLine', line: strain });
    state = goTo(state, 'growCycles');
    expect(state.cycles).toEqual([
      {
        ref: 'cycle-4',
        name: 'Amnesia Auto grow',
        seedRef: 'line-2',
        growMedium: 'coco',
        numberOfPlants: 3,
        startDate: '2026-05-01',
        environmentRef: 'environment-3',
      },
    ]);
    // Deleted, it is not proposed again; removing its seeds leaves a cycle to fix.
    state = goTo(state, 'end');
    expect(state.cycles).toHaveLength(1);
    state = wizardReducer(state, { type: 'removeLine', ref: 'line-2' });
    expect(state.cycles[0]?.seedRef).toBeNull();
    expect(findProblems(state)).toEqual([
      { step: 'growCycles', ref: 'cycle-4', field: 'seedRef', code: 'required' },
    ]);
  });
});

describe('proposed cycles and the plants wanted', () => {
  const seedsLine = (name: string, quantity: number) => ({
    ...aLine({ ref: 'x' }),
    kind: 'seeds' as const,
    name,
    quantity,
  });
  /** The plants of the cycles proposed for two strains (3 and 1 seeds). */
  function proposedPlants(answers: Partial<WizardState>) {
    let state: WizardState = {
      ...initialWizardState,
      experience: 'firstTimer',
      where: 'indoor',
      budget: 'balanced',
      plants: 3,
      listSize: 3,
      ...answers,
    };
    state = wizardReducer(state, { type: 'addLine', line: seedsLine('Northern Lights', 3) });
    state = wizardReducer(state, { type: 'addLine', line: seedsLine('Amnesia Auto', 1) });
    return goTo(state, 'growCycles').cycles.map((cycle) => cycle.numberOfPlants);
  }

  it('shares the plants wanted among the strains instead of giving each the whole number', () => {
    expect(proposedPlants({ plants: 3 })).toEqual([2, 1]);
    expect(proposedPlants({ plants: 4 })).toEqual([2, 1]); // no more plants than seeds
  });

  it('never proposes past the legal allowance: a strain left over gets no cycle yet', () => {
    const inGermany = { growsInGermany: true, adults: 1 };
    expect(proposedPlants({ ...inGermany, plants: 6 })).toEqual([2, 1]);
    expect(proposedPlants({ ...inGermany, plants: 1 })).toEqual([1]);
    expect(proposedPlants({ growsInGermany: false, plants: 1 })).toEqual([1, 1]);
  });
});

describe('stored wizard', () => {
  it('comes back as it was left', () => {
    const state = aFinishedWizard();
    writeWizardState(state);
    expect(readWizardState()).toEqual(state);
  });

  it('keeps a wizard stored before seed lines had flowering weeks, planning with defaults', () => {
    const state = aFinishedWizard();
    const older = {
      ...state,
      lines: state.lines.map((line) => {
        const older: Record<string, unknown> = { ...line };
        delete older.floweringWeeksMin;
        delete older.floweringWeeksMax;
        return older;
      }),
    };
    localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(older));
    const read = readWizardState();
    expect(read.lines.map((line) => line.name)).toEqual(state.lines.map((line) => line.name));
    expect(read.lines.every((line) => line.floweringWeeksMin === null)).toBe(true);
    expect(read.lines.every((line) => line.floweringWeeksMax === null)).toBe(true);
  });

  it.each([
    ['not JSON', '{"step":'],
    ['another shape', JSON.stringify({ step: 'budget', lines: 'many' })],
    ['an older version', JSON.stringify({ ...aFinishedWizard(), version: 0 })],
    ['an unknown step', JSON.stringify({ ...aFinishedWizard(), step: 'harvest' })],
  ])('starts fresh from %s, and forgets it', (_, stored) => {
    localStorage.setItem(WIZARD_STORAGE_KEY, stored);
    expect(readWizardState()).toEqual(initialWizardState);
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('is not kept while nothing was chosen', () => {
    writeWizardState(initialWizardState);
    expect(localStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });
});

describe('problemsFromError', () => {
  it('places the field errors of a 422 at their step, first step first', () => {
    const state = aFinishedWizard();
    const error = new ApiError({
      status: 422,
      kind: 'bad_request',
      message: 'Invalid',
      fieldErrors: [
        { field: 'growCycles.0.seedRef', code: 'notFound', message: 'Gone' },
        { field: 'environments.0.name', code: 'nameTaken', message: 'Taken' },
        { field: 'lines.3.custom.type', code: 'typeRequired', message: 'Type' },
      ],
    });
    expect(problemsFromError(error, state)).toEqual([
      { step: 'tools', ref: 'line-4', field: 'custom.type', code: 'typeRequired', message: 'Type' },
      {
        step: 'environments',
        ref: 'environment-5',
        field: 'name',
        code: 'nameTaken',
        message: 'Taken',
      },
      { step: 'growCycles', ref: 'cycle-6', field: 'seedRef', code: 'notFound', message: 'Gone' },
    ]);
    expect(
      problemsFromError(new ApiError({ status: 500, kind: 'bad_response', message: '' }), state),
    ).toEqual([]);
  });
});
