import type { FulfilmentStatus, ShipmentFulfilment } from '../../contract';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ShipmentTimeline.css';

export interface ShipmentTimelineLabels {
  /** The list's accessible name: 'Estado do envio'. */
  title: string;
  /** Each step's name: 'Pagamento pendente', 'Pago', 'Em preparação', 'Enviado', 'Entregue', 'Cancelado'… */
  steps: Record<FulfilmentStatus, string>;
  /** Spoken after the current step: '(etapa atual)'. */
  current: string;
  /** Spoken after a step still to come: '(por acontecer)'. */
  upcoming: string;
  /** 'Transportadora: {{carrier}}' */
  carrier: (carrier: string) => string;
  /** 'N.º de seguimento: {{number}}' */
  trackingNumber: (trackingNumber: string) => string;
}

export interface ShipmentTimelineProps {
  fulfilment: ShipmentFulfilment;
  /** The steps of a parcel that goes well, in order (contract `FULFILMENT_STEPS`). */
  road: readonly FulfilmentStatus[];
  languageTag: string;
  labels: ShipmentTimelineLabels;
}

type Step = { status: FulfilmentStatus; at: string | null; state: 'done' | 'current' | 'upcoming' };

/** The steps drawn: a parcel on its way shows the road ahead; one that ended (cancelled, expired…) only what happened. */
export function stepsOf(fulfilment: ShipmentFulfilment, road: readonly FulfilmentStatus[]): Step[] {
  const reached = new Map(fulfilment.timeline.map((event) => [event.status, event.at]));
  const onTheWay = road.includes(fulfilment.status);
  if (!onTheWay) {
    return fulfilment.timeline.map((event, index) => ({ status: event.status, at: event.at, state: index === fulfilment.timeline.length - 1 ? 'current' : 'done' }));
  }
  const position = road.indexOf(fulfilment.status);
  return road.map((status, index) => ({
    status,
    at: reached.get(status) ?? null,
    state: index < position ? 'done' : index === position ? 'current' : 'upcoming',
  }));
}

function formatMoment(at: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' }).format(new Date(at));
}

const ENDED: readonly FulfilmentStatus[] = ['cancelled', 'expired', 'declined', 'refunded'];

/**
 * A parcel's way from the order to the door as an ordered list: the steps done with their time, the current
 * one marked (`aria-current="step"`), the ones to come; the carrier and tracking number once shipped.
 */
export function ShipmentTimeline({ fulfilment, road, languageTag, labels }: ShipmentTimelineProps) {
  const steps = stepsOf(fulfilment, road);
  return (
    <div className={styles.root}>
      <ol className={styles.list} aria-label={labels.title}>
        {steps.map((step) => {
          const ended = step.state === 'current' && ENDED.includes(step.status);
          return (
            <li key={step.status} className={styles.step({ state: step.state, ended })} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className={styles.marker({ state: step.state, ended })} aria-hidden="true">
                {step.state !== 'upcoming' && <Icon name={ended ? 'alert' : 'check'} size="small" />}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>
                  {labels.steps[step.status]}
                  {step.state === 'current' && <VisuallyHidden> {labels.current}</VisuallyHidden>}
                  {step.state === 'upcoming' && <VisuallyHidden> {labels.upcoming}</VisuallyHidden>}
                </span>
                {step.at && step.state !== 'upcoming' && (
                  <time className={styles.moment} dateTime={step.at}>
                    {formatMoment(step.at, languageTag)}
                  </time>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {(fulfilment.carrier || fulfilment.tracking_number) && (
        <p className={styles.tracking}>
          <Icon name="truck" size="small" />
          <span>
            {fulfilment.carrier && <span>{labels.carrier(fulfilment.carrier)}</span>}
            {fulfilment.carrier && fulfilment.tracking_number && ' · '}
            {fulfilment.tracking_number && <span className={styles.trackingNumber}>{labels.trackingNumber(fulfilment.tracking_number)}</span>}
          </span>
        </p>
      )}
    </div>
  );
}
