import { ModuleLoadError } from '../../errors/moduleLoad.ts'

/**
 * Loads code fetched on first use (`() => import('../x.ts')`): a failure (offline, a chunk gone after a deploy) is a
 * `ModuleLoadError`, and the next call tries again.
 */
export async function loadModule<module>(load: () => Promise<module>): Promise<module> {
  try {
    return await load()
  } catch (error) {
    throw new ModuleLoadError({ cause: error })
  }
}
