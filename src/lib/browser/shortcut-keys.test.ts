import { splitShortcuts } from "./shortcut-keys"

it("finds the Windows and Mac bookmark shortcuts in the tip, spaced and chained ones too", () => {
  expect(splitShortcuts("Dica: pressione Ctrl+D (Windows) ou ⌘+D (Mac) para salvar.")).toEqual([
    { kind: "text", text: "Dica: pressione " },
    { kind: "shortcut", keys: ["Ctrl", "D"] },
    { kind: "text", text: " (Windows) ou " },
    { kind: "shortcut", keys: ["⌘", "D"] },
    { kind: "text", text: " (Mac) para salvar." },
  ])
  expect(splitShortcuts("Cmd + Shift + B")).toEqual([{ kind: "shortcut", keys: ["Cmd", "Shift", "B"] }])
})

it("leaves text without shortcuts as it is", () => {
  const text = "Salve esta página: 2+2 não é atalho."
  expect(splitShortcuts(text)).toEqual([{ kind: "text", text }])
})
