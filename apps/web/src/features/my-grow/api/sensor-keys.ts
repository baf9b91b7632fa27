/** Under 'my-grow', so refreshMyGrow (any change to the grower's records) refreshes it too. */
export const sensorDevicesKey = ['my-grow', 'sensors'] as const;
