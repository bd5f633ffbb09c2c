export { startGateway, type GatewayOptions, type RunningGateway } from './server';
export { loadConfig, type GatewayConfig } from './config';
export { createLogger } from './shared/logger';
