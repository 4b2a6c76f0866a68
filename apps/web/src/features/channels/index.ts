// The channels feature's public file: what other features may use.
export {
  channelConfigKey,
  reloadChannelConfig,
  useChannelConfig,
  useReloadChannelConfig,
} from './api/get-config';
