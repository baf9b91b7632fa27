const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address parameter can be a record's id at all (else the page is "not found"). */
export const isUuid = (value: string) => UUID.test(value);
