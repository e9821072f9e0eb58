import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { DataTools } from './data-tools'

const DataToolsContext = createContext<DataTools | null>(null)

/** Hands the cards the data tools the app built over the blog and portfolio tables. */
export function DataToolsProvider({ tools, children }: { tools: DataTools; children: ReactNode }) {
  return createElement(DataToolsContext.Provider, { value: tools }, children)
}

export function useDataTools(): DataTools {
  const tools = useContext(DataToolsContext)
  if (!tools) throw new Error('The data tools need a DataToolsProvider above them')
  return tools
}
