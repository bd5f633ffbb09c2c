// placeholder replaced when the gateway lands
export interface GatewayContext { token: string | null }
