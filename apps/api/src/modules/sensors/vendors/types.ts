import { rejectReasons, type RejectReason, type SensorMetric } from '@maryjane/contract/sensors';

/**
 * What a vendor's payload said, before a grower's mapping decides where each value goes
 * (issue 31). Each parser turns one message into channel values in MaryJane's units (°C, %, lx,
 * ppm, mS/cm, pH) or refuses it with a reason that is counted on the device.
 */
export interface ChannelValue {
  /** Stable name of the value within its device: `temp1f`, `AM2301.Temperature`, `humidity:0`. */
  channel: string;
  /** The value in MaryJane's unit for `quantity` (converted from °F and the like). */
  value: number;
  /** What the channel measures as far as the payload tells; null when it cannot tell. */
  quantity: SensorMetric | null;
}

/** Why a message was refused (the contract lists the reasons); counted per device. */
export { rejectReasons, type RejectReason };

export type ParseResult =
  { ok: true; values: ChannelValue[]; recordedAt?: Date } | { ok: false; reason: RejectReason };
