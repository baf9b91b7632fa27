import { apiPath, apiPaths } from '@maryjane/contract/api-paths';
import { API_BASE } from '@maryjane/contract/constants';
import { subscriptionTopics } from '@maryjane/contract/sensors';

/** The MQTT topic filters MaryJane subscribes to for a device (the server's own list). */
export const listenedTopics = subscriptionTopics;

/** The path an Ecowitt gateway's customized upload posts to, with the device's key. */
export const ecowittPath = (key: string) =>
  `${API_BASE}${apiPath(apiPaths.sensorEcowitt, { key })}`;

/** The address of this MaryJane as a device on the home network calls it: plain HTTP. */
export function serverOf(location: Pick<Location, 'hostname' | 'port'>) {
  return { host: location.hostname, port: location.port || '80' };
}

/** The URL a Shelly H&T (first generation) calls to report its values; it adds the query. */
export function shellyReportUrl(key: string, location: Pick<Location, 'hostname' | 'port'>) {
  const { host, port } = serverOf(location);
  const authority = port === '80' ? host : `${host}:${port}`;
  return `http://${authority}${API_BASE}${apiPath(apiPaths.sensorShelly, { key })}`;
}
