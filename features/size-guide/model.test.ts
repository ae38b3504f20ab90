import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError, SizeGuide } from '../../contract';
import { $sizeGuide, fetchSizeGuideFx, sizeGuideOpened, sizeGuideRetried, type SizeGuideRequest } from './index';

const guideOf = ({ kind, locale }: SizeGuideRequest): SizeGuide => ({
  kind,
  locale,
  title: `${kind} ${locale}`,
  caption: 'Equivalências de números e comprimento do pé',
  columns: ['EU', 'UK'],
  rows: [['36', '3,5']],
  how_to_measure: [{ name: 'Comprimento do pé', text: 'Meça do calcanhar à ponta do dedo mais comprido.' }],
  note: null,
});
const failure: ApiError = { status: 503, message: 'Service Unavailable', data: null };

describe('size guide model', () => {
  it('is idle until opened, loading while asked, then shows the guide of the kind and language asked', async () => {
    let answer!: () => void;
    const handler = vi.fn((request: SizeGuideRequest) => new Promise<SizeGuide>((resolve) => (answer = () => resolve(guideOf(request)))));
    const scope = fork({ handlers: [[fetchSizeGuideFx, handler]] });
    expect(scope.getState($sizeGuide)).toEqual({ status: 'idle' });

    const opened = allSettled(sizeGuideOpened, { scope, params: { kind: 'shoes', locale: 'es' } });
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    expect(scope.getState($sizeGuide)).toEqual({ status: 'loading' });
    answer();
    await opened;
    expect(scope.getState($sizeGuide)).toEqual({ status: 'ready', guide: guideOf({ kind: 'shoes', locale: 'es' }) });
  });

  it('asks the API once per kind and language: opening the guide again shows the one already read', async () => {
    const handler = vi.fn(async (request: SizeGuideRequest) => guideOf(request));
    const scope = fork({ handlers: [[fetchSizeGuideFx, handler]] });
    await allSettled(sizeGuideOpened, { scope, params: { kind: 'shoes', locale: 'pt' } });
    await allSettled(sizeGuideOpened, { scope, params: { kind: 'shoes', locale: 'pt' } });
    expect(handler).toHaveBeenCalledTimes(1);
    await allSettled(sizeGuideOpened, { scope, params: { kind: 'shoes', locale: 'fr' } });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState($sizeGuide)).toMatchObject({ status: 'ready', guide: { locale: 'fr' } });
  });

  it('shows the failure when the API does not answer, and the guide after a retry that succeeds', async () => {
    let fails = true;
    const handler = vi.fn(async (request: SizeGuideRequest) => {
      if (fails) throw failure;
      return guideOf(request);
    });
    const scope = fork({ handlers: [[fetchSizeGuideFx, handler]] });
    await allSettled(sizeGuideOpened, { scope, params: { kind: 'watches', locale: 'pt' } });
    expect(scope.getState($sizeGuide)).toEqual({ status: 'failed' });
    fails = false;
    await allSettled(sizeGuideRetried, { scope });
    expect(scope.getState($sizeGuide)).toMatchObject({ status: 'ready', guide: { kind: 'watches' } });
  });
});
